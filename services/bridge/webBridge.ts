import type { NativeBridge } from './bridge.types';

/**
 * The plain-browser fallback: it degrades honestly. Login is the web login page (the caller
 * navigates), contact picking falls back to typing (the borrower is asked to run the App), device data collection is not available.
 */
export function createWebBridge(): NativeBridge {
  return {
    isNative: false,
    login: () => false,
    logout: () => undefined,
    onToken: () => () => undefined,
    logEventByLocal: () => undefined,
    logEventByAF: () => undefined,
    timeSDK: async () => ({ kind: 'unavailable' }),
    selectContact: async () => ({ kind: 'notInApp' }),
  };
}
