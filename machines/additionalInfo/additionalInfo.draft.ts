import type { Market } from '../../services/validation/market';
import { ADDITIONAL_FIELDS, SENSITIVE_ADDITIONAL_FIELDS } from '../../services/kyc/additionalInfo.rules';
import { isRestoredFormState, keyedStepDraft } from '../shared/reconcileStep';
import { refreshDraftKey } from '../shared/idempotencyKey';
import { DRAFTED_FORM_STATES } from '../shared/submitStep';
import type { AdditionalInfoInput } from './additionalInfo.types';

/**
 * What survives a reload: loan purpose and employer (version 2 added the work address, postal code and
 * social profiles). CURP, RFC and NSS are stripped before saving
 * (DESIGN "nothing sensitive in a persisted wizard draft").
 */
export const ADDITIONAL_INFO_DRAFT = { name: 'additionalInfo', version: 2 } as const;

/**
 * Whether personal info, once saved, said the borrower has no job: kept by the phone for this step,
 * which then asks no employer. Not known (saved on another phone): the employer is asked, as SPEC 5 says.
 */
export const JOBLESS_NOTE = { name: 'kyc.jobless', version: 1 } as const;
export const isJoblessNote = (stored: unknown): stored is { jobless: boolean } =>
  typeof stored === 'object' && stored !== null && typeof (stored as { jobless?: unknown }).jobless === 'boolean';

interface PersistedShape {
  status?: unknown;
  value?: { form?: unknown };
  context?: { fields?: Record<string, unknown> } & Record<string, unknown>;
}

export function toAdditionalInfoDraft(persisted: unknown): unknown | null {
  const snapshot = persisted as PersistedShape;
  if (!DRAFTED_FORM_STATES.includes(snapshot.value?.form as string)) return null;
  return keyedStepDraft(snapshot, { checkActor: 'checkAdditionalInfoSaved', sensitive: SENSITIVE_ADDITIONAL_FIELDS });
}

/** `current`: the app's market now; a draft typed in another market is not restored (its rules and payload differ). */
export function isAdditionalInfoDraft(stored: unknown, current?: { market: Market }): boolean {
  const snapshot = stored as PersistedShape | null;
  if (current && snapshot?.context?.market !== current.market) return false;
  const fields = snapshot?.context?.fields;
  return snapshot?.status === 'active' && isRestoredFormState(snapshot) && !!fields && ADDITIONAL_FIELDS.every((field) => typeof fields[field] === 'string');
}

/**
 * A draft keeps its key and whether it is in doubt (FAULTS F2); an older one gets the screen's new
 * key. Whether the borrower has a job is personal info's, read now.
 */
export function refreshAdditionalInfoDraft(stored: unknown, input: AdditionalInfoInput): unknown {
  const refreshed = refreshDraftKey(stored, input) as { context: Record<string, unknown> };
  return { ...refreshed, context: { ...refreshed.context, jobless: input.jobless ?? false } };
}
