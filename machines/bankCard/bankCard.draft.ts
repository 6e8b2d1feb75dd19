import { BANK_CARD_FIELDS, SENSITIVE_BANK_FIELDS } from './bankCard.types';

/**
 * What survives a reload: holder name, bank and card type. Card and account numbers, BVN and CURP
 * are stripped before saving (DESIGN "nothing sensitive in a persisted wizard draft").
 */
export const BANK_CARD_DRAFT = { name: 'bankCard', version: 1 } as const;

interface PersistedShape {
  status?: unknown;
  value?: { form?: unknown };
  context?: { fields?: Record<string, unknown> } & Record<string, unknown>;
}

export function toBankCardDraft(persisted: unknown): unknown | null {
  const snapshot = persisted as PersistedShape;
  if (snapshot.value?.form !== 'editing' && snapshot.value?.form !== 'failed') return null;
  const fields = { ...snapshot.context?.fields };
  SENSITIVE_BANK_FIELDS.forEach((field) => (fields[field] = ''));
  return {
    ...snapshot,
    value: { form: 'editing', connectivity: 'online' },
    context: { ...snapshot.context, fields, touched: [], revealed: false, submitError: null },
    children: {},
  };
}

export function isBankCardDraft(stored: unknown): boolean {
  const snapshot = stored as PersistedShape | null;
  const fields = snapshot?.context?.fields;
  return snapshot?.status === 'active' && !!fields && BANK_CARD_FIELDS.every((field) => typeof fields[field] === 'string');
}
