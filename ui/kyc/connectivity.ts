import { fromCallback } from 'xstate';

type ConnectivityEvent = { type: 'network.wentOffline' } | { type: 'network.cameOnline' };

/**
 * Tells a wizard when the phone goes offline or comes back (FAULTS F4), starting with the
 * current status. Wiring-level: machines do not touch `window`.
 */
export function createConnectivityWatcher(isOnline: () => boolean) {
  return fromCallback(({ sendBack }) => {
    const online = () => sendBack({ type: 'network.cameOnline' } satisfies ConnectivityEvent);
    const offline = () => sendBack({ type: 'network.wentOffline' } satisfies ConnectivityEvent);
    // Always one report at start: a wizard restored from a draft takes it as its first event.
    if (isOnline()) online();
    else offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}
