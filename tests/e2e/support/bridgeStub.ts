import type { Page } from '@playwright/test';

export interface RecordedBridgeCall {
  id?: string;
  action: string;
  params: unknown;
}

/**
 * A fake Android wrapper (docs/bridge.md): `window.AndroidBridge.postMessage` records every
 * message in `window.__bridgeCalls`. It answers nothing by itself; a test can answer with
 * `window.__onNativeMessage(json)`.
 */
export async function installFakeWrapper(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __bridgeCalls: calls,
      AndroidBridge: {
        postMessage(json: string) {
          calls.push(JSON.parse(json));
        },
      },
    });
  });
}

export async function bridgeCalls(page: Page): Promise<RecordedBridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __bridgeCalls: RecordedBridgeCall[] }).__bridgeCalls ?? []);
}
