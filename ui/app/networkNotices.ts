import { createContext, useContext, useSyncExternalStore } from 'react';
import { isClockSkewFault } from '../../services/api/clockSkew';
import type { ApiFault } from '../../services/api/result';

/**
 * What the app frame tells the borrower about the network, fed by the API client through window
 * events (`api:fault`, `api:answer`, sent by createServices), so none of this is in the first chunk.
 * Screens keep their own error messages; these notices add what no single screen can say.
 */
export interface NetworkNoticeState {
  /** A call found the phone offline before the server ever answered: the offline screen (F3). */
  offlineAtStart: boolean;
  /** When the server's Retry-After wait ends, in ms since the epoch (F7). */
  retryAt: number | null;
  /** The server refused the phone's clock even after the client corrected it (F22). */
  clockSkew: boolean;
}

export type DismissibleNotice = 'offlineAtStart' | 'clockSkew';

/** Where the API client's events arrive: `window` in the app, any EventTarget in tests. */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface NetworkNotices {
  get(): NetworkNoticeState;
  subscribe(listener: () => void): () => void;
  dismiss(notice: DismissibleNotice): void;
  /** Stops listening to the events. */
  dispose(): void;
}

/** Created once, when the frame's chunk arrives (ui/app/lazyFrame.tsx); listens from then on. */
export function createNetworkNotices(events: NetworkEvents, now: () => number = Date.now): NetworkNotices {
  let state: NetworkNoticeState = { offlineAtStart: false, retryAt: null, clockSkew: false };
  let answered = false;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<NetworkNoticeState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const onFault = (event: Event) => {
    const fault = (event as CustomEvent<ApiFault>).detail;
    if (fault.reason === 'offline' && !answered) update({ offlineAtStart: true });
    if (fault.retryAfterSeconds) update({ retryAt: now() + fault.retryAfterSeconds * 1000 });
    if (isClockSkewFault(fault)) update({ clockSkew: true });
  };
  // The server answered: the network works, and a corrected clock is accepted again.
  const onAnswer = () => {
    answered = true;
    if (state.clockSkew) update({ clockSkew: false });
  };
  events.addEventListener('api:fault', onFault);
  events.addEventListener('api:answer', onAnswer);

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dismiss: (notice) => update({ [notice]: false }),
    dispose() {
      events.removeEventListener('api:fault', onFault);
      events.removeEventListener('api:answer', onAnswer);
    },
  };
}

export const NetworkNoticesContext = createContext<NetworkNotices | null>(null);

/** The notices given to FrameNotices, and a way to dismiss one. */
export function useNetworkNotices(): NetworkNoticeState & { dismiss: NetworkNotices['dismiss'] } {
  const notices = useContext(NetworkNoticesContext);
  if (!notices) throw new Error('useNetworkNotices needs the NetworkNoticesContext (FrameNotices gives it)');
  const state = useSyncExternalStore(notices.subscribe, notices.get, notices.get);
  return { ...state, dismiss: notices.dismiss };
}
