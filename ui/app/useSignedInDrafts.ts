import { useMemo } from 'react';
import { screenDrafts, type DraftStore } from '../../services/storage/draftStore';
import { useAppServices } from './ServicesContext';

/**
 * Drafts for screens behind sign-in (wiring only), made once per screen: saved while a token is
 * stored, or while the drafts are held for the borrower a session code signed out (F15, F16: an
 * answer that lands after the code still puts the form back for them); never once the drafts were
 * dropped after the screen opened (F17, F18, sign-out, another borrower on the phone).
 */
export function useSignedInDrafts(): DraftStore {
  const services = useAppServices();
  return useMemo(() => screenDrafts(services.drafts, () => services.store.token()), [services]);
}
