import { useMemo } from 'react';
import { signedInDrafts, type DraftStore } from '../../services/storage/draftStore';
import { useAppServices } from './ServicesContext';

/** Drafts for screens behind sign-in (wiring only): kept only while a token is stored. */
export function useSignedInDrafts(): DraftStore {
  const services = useAppServices();
  return useMemo(() => signedInDrafts(services.drafts, () => services.store.token() !== null), [services]);
}
