import { useCallback, useSyncExternalStore } from 'react';
import { useAppServices } from './ServicesContext';
import { useSession } from './SessionContext';

/**
 * A token is in while the drafts are still held for the borrower a session code signed out (F15,
 * F16): the wrapper's bare token came, and the session is asking the server whose it is. Guarded
 * screens wait for that answer (the session does not count as signed in yet); a screen anyone may
 * open would start without its draft and never get it back, so no screen is shown until the drafts
 * are released (the same borrower) or dropped (someone else).
 */
export function useDraftsOnHold(): boolean {
  const session = useSession();
  const { store, drafts } = useAppServices();
  const onHold = useCallback(() => store.token() !== null && drafts.owner() !== null, [store, drafts]);
  return useSyncExternalStore(session.subscribe, onHold, onHold);
}
