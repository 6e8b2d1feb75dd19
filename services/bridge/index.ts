import { createAndroidBridge, type AndroidHost } from './androidBridge';
import type { NativeBridge } from './bridge.types';
import { createWebBridge } from './webBridge';

export type * from './bridge.types';

/** The wrapper transport when the wrapper injected its port, else the web fallback. */
export function detectBridge(host: AndroidHost, onError?: (error: unknown) => void): NativeBridge {
  if (host.AndroidBridge && typeof host.AndroidBridge.postMessage === 'function') {
    try {
      return createAndroidBridge(host, { onError });
    } catch (error) {
      onError?.(error);
    }
  }
  return createWebBridge();
}
