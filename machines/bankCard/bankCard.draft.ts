import type { Market } from '../../services/validation/market';
import { BANK_CARD_FIELDS, SENSITIVE_BANK_FIELDS, type BankCardInput } from './bankCard.types';
import { refreshDraftKey } from '../shared/idempotencyKey';
import { isRestoredFormState, keyedStepDraft } from '../shared/reconcileStep';
import { DRAFTED_FORM_STATES } from '../shared/submitStep';
import { choosesBankFromList } from './bankCard.rules';

/**
 * What survives a reload: holder name, bank, card type and the bank list already loaded. Card and
 * account numbers, BVN, CURP and a card's valid period and CVC are stripped before saving (DESIGN
 * "nothing sensitive in a persisted wizard draft"), and so is the looked-up holder name. Version 2
 * added the bank list and the look-up, version 3 the card's valid period and CVC.
 */
export const BANK_CARD_DRAFT = { name: 'bankCard', version: 3 } as const;

/**
 * Form states worth restoring: the shared ones and the account look-up's. A card on its way comes
 * back checking whether it was added (`keyedStepDraft`), any other as editing (the numbers must be
 * typed again). An account look-up in flight too: a reload then keeps the holder and bank. A bank
 * list not from the server (the bundled one, or none yet) comes back `starting`, which loads it
 * again on the first event (the watcher's report), what was typed kept.
 */
const RESTORABLE = [...DRAFTED_FORM_STATES, 'checkingAccount', 'confirmingAccount', 'accountCheckFailed', 'starting', 'loadingBanks'];

interface PersistedShape {
  status?: unknown;
  value?: { form?: unknown };
  context?: { fields?: Record<string, unknown>; banks?: unknown } & Record<string, unknown>;
}

export function toBankCardDraft(persisted: unknown): unknown | null {
  const snapshot = persisted as PersistedShape;
  if (typeof snapshot.value?.form !== 'string' || !RESTORABLE.includes(snapshot.value.form)) return null;
  const draft = keyedStepDraft(snapshot, { checkActor: 'checkCardSaved', sensitive: SENSITIVE_BANK_FIELDS, reset: { accountCheck: null } });
  const reload = draft.value.form === 'editing' && choosesBankFromList(snapshot.context?.market as Market) && snapshot.context?.bankListSource !== 'server';
  return reload ? { ...draft, value: { ...draft.value, form: 'starting' } } : draft;
}

/** `current`: the app's market now; a draft typed in another market is not restored (its rules and payload differ). */
export function isBankCardDraft(stored: unknown, current?: { market: Market }): boolean {
  const snapshot = stored as PersistedShape | null;
  if (current && snapshot?.context?.market !== current.market) return false;
  const fields = snapshot?.context?.fields;
  return (
    snapshot?.status === 'active' &&
    (isRestoredFormState(snapshot) || snapshot.value?.form === 'starting') &&
    !!fields &&
    Array.isArray(snapshot.context?.banks) &&
    BANK_CARD_FIELDS.every((field) => typeof fields[field] === 'string')
  );
}

/**
 * A draft keeps the card's key and whether it is in doubt (FAULTS F2); an older one gets the screen's
 * new key. A card's validity is judged on today's date, not on the day the draft was saved.
 */
export function refreshBankCardDraft(stored: unknown, input: BankCardInput): unknown {
  const refreshed = refreshDraftKey(stored, input) as { context: Record<string, unknown> };
  return { ...refreshed, context: { ...refreshed.context, today: input.today ?? null } };
}
