import { useMemo } from 'react';
import { signedInDrafts, type DraftStore } from '../../services/storage/draftStore';
import { useAppServices } from './ServicesContext';

/**
 * Drafts for screens behind sign-in (wiring only): saved while a token is stored, or while the
 * drafts are held for the borrower a session code signed out (F15, F16: an answer that lands after
 * the code still puts the form back for them). Not once they were dropped (F17, F18, sign-out).
 */
export function useSignedInDrafts(): DraftStore {
  const services = useAppServices();
  return useMemo(
    () => signedInDrafts(services.drafts, () => services.store.token() !== null || services.drafts.owner() !== null),
    [services],
  );
}
