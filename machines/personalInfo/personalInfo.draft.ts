import { PERSONAL_FIELDS } from '../../services/kyc/personalInfo.fields';
import type { IsoDate } from '../../services/validation/birthday';
import type { Market } from '../../services/validation/market';
import { draftChildren } from '../shared/draftChildren';

/**
 * What of the wizard survives a reload (DESIGN "A wizard's progress survives a WebView reload"):
 * the part and the fields typed. Work in flight is not resumed (a submit in progress, or a save, comes
 * back as the contacts part, every value kept, for Submit again; Back from the next step finds them
 * too), and geography is fetched again. Bump the version when the context shape changes: an old
 * draft is dropped.
 */
export const PERSONAL_INFO_DRAFT = { name: 'personalInfo', version: 1 } as const;

interface PersistedShape {
  status?: unknown;
  value?: { wizard?: unknown };
  context?: { fields?: Record<string, unknown> } & Record<string, unknown>;
}

function isFillingValue(wizard: unknown): wizard is { filling: unknown } {
  return typeof wizard === 'object' && wizard !== null && 'filling' in wizard;
}

/**
 * The persisted snapshot to store. A part being filled comes back as that part; anything after it
 * (the save on its way, or saved) as the contacts part, every value kept: a reload or Back comes
 * there, and Submit sends it again (not keyed: it overwrites).
 */
export function toPersonalInfoDraft(persisted: unknown): unknown {
  const snapshot = persisted as PersistedShape;
  const wizard = snapshot.value?.wizard;
  const filling = isFillingValue(wizard) && typeof wizard.filling === 'string' ? wizard.filling : { contacts: 'editing' };
  return {
    ...snapshot,
    value: { wizard: { filling }, geography: 'idle', connectivity: 'online' },
    context: { ...snapshot.context, geography: null, contactNotice: null, submitError: null },
    children: draftChildren(snapshot),
  };
}

/**
 * A stored draft we can restore: an active snapshot whose fields are all strings and, when the
 * current market is given, one typed for that market (another market's phones, states and IDs do
 * not fit this one's rules; FAULTS F27). The restore passes the wizard's input as `current`.
 */
export function isPersonalInfoDraft(stored: unknown, current?: { market: Market }): boolean {
  const snapshot = stored as PersistedShape | null;
  if (!snapshot || snapshot.status !== 'active' || !isFillingValue(snapshot.value?.wizard)) return false;
  if (current && snapshot.context?.market !== current.market) return false;
  const fields = snapshot.context?.fields;
  return !!fields && PERSONAL_FIELDS.every((field) => typeof fields[field] === 'string');
}

/**
 * A restored draft judges the birthday on today's local date, not on the day it was saved: a
 * borrower who turns 18 overnight is accepted in the morning (FAULTS F43).
 */
export function refreshPersonalInfoDraft(stored: unknown, input: { today: IsoDate }): unknown {
  const snapshot = stored as PersistedShape;
  return { ...snapshot, context: { ...snapshot.context, today: input.today } };
}
