import type { Page } from '@playwright/test';

export interface RecordedBridgeCall {
  id?: string;
  action: string;
  params: unknown;
}

/**
 * A fake Android wrapper (docs/bridge.md): `window.AndroidBridge.postMessage` records every
 * message in `window.__bridgeCalls`. It answers only the actions given in `answers` (10 ms later,
 * `{id, ok: true, data}` through `window.__onNativeMessage`); a test can answer others itself.
 */
export async function installFakeWrapper(page: Page, answers: Record<string, unknown> = {}): Promise<void> {
  await page.addInitScript((answerData) => {
    const host = window as unknown as { __onNativeMessage?: (json: string) => void };
    const calls: unknown[] = [];
    Object.assign(window, {
      __bridgeCalls: calls,
      AndroidBridge: {
        postMessage(json: string) {
          const message = JSON.parse(json) as { id?: string; action: string };
          calls.push(message);
          if (message.id && message.action in answerData) {
            const answer = JSON.stringify({ id: message.id, ok: true, data: answerData[message.action] });
            setTimeout(() => host.__onNativeMessage?.(answer), 10);
          }
        },
      },
    });
  }, answers);
}

export async function bridgeCalls(page: Page): Promise<RecordedBridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __bridgeCalls: RecordedBridgeCall[] }).__bridgeCalls ?? []);
}
