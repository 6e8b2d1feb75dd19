import { useSyncExternalStore } from 'react';
import { isClockSkewFault } from '../../services/api/clockSkew';
import type { ApiFault } from '../../services/api/result';

/**
 * What the app frame tells the borrower about the network, fed by the API client through window
 * events (`api:fault`, `api:answer`, sent by createServices), so none of this is in the first chunk. Screens keep their own error messages; these notices
 * add what no single screen can say.
 */
export interface NetworkNoticeState {
  /** A call found the phone offline before the server ever answered: the offline screen (F3). */
  offlineAtStart: boolean;
  /** When the server's Retry-After wait ends, in ms since the epoch (F7). */
  retryAt: number | null;
  /** The server refused the phone's clock even after the client corrected it (F22). */
  clockSkew: boolean;
}

let state: NetworkNoticeState = { offlineAtStart: false, retryAt: null, clockSkew: false };
let answered = false;
const listeners = new Set<() => void>();

function update(patch: Partial<NetworkNoticeState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const networkNotices = {
  fault(fault: ApiFault, now: number = Date.now()) {
    if (fault.reason === 'offline' && !answered) update({ offlineAtStart: true });
    if (fault.retryAfterSeconds) update({ retryAt: now + fault.retryAfterSeconds * 1000 });
    if (isClockSkewFault(fault)) update({ clockSkew: true });
  },
  /** The server answered: the network works, and a corrected clock is accepted again. */
  answered() {
    answered = true;
    if (state.clockSkew) update({ clockSkew: false });
  },
  dismiss(notice: 'offlineAtStart' | 'clockSkew') {
    update({ [notice]: false });
  },
  get: (): NetworkNoticeState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

window.addEventListener('api:fault', (event) => networkNotices.fault((event as CustomEvent<ApiFault>).detail));
window.addEventListener('api:answer', () => networkNotices.answered());

export function useNetworkNotices(): NetworkNoticeState {
  return useSyncExternalStore(networkNotices.subscribe, networkNotices.get, networkNotices.get);
}
