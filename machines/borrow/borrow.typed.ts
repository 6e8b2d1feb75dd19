import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { borrowMachine } from './borrow.machine';
import { firstChoice } from './borrow.rules';
import type { ChosenTerms } from './borrow.types';

type Snapshot = SnapshotFrom<typeof borrowMachine>;

/**
 * The amount and term the borrower chose, kept until the apply is answered, with the apply's key
 * once Apply was tapped (FAULTS F2). A choice equal to the screen's first offer, and not applied
 * for, is not kept, so a limit raised since is offered in full.
 */
function toChosenTerms(snapshot: Snapshot): ChosenTerms | null {
  const { terms, loanAmount, duration, idempotencyKey } = snapshot.context;
  if (snapshot.status === 'done' || loanAmount === null || duration === null) return null;
  if (idempotencyKey !== null) return { loanAmount, duration, idempotencyKey };
  const first = terms && firstChoice(terms);
  return first && first.loanAmount === loanAmount && first.duration === duration ? null : { loanAmount, duration };
}

const isPositive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

function isChosenTerms(stored: unknown): stored is ChosenTerms {
  if (typeof stored !== 'object' || stored === null) return false;
  const { loanAmount, duration, idempotencyKey } = stored as Record<string, unknown>;
  const key = idempotencyKey === undefined || (typeof idempotencyKey === 'string' && idempotencyKey !== '');
  return isPositive(loanAmount) && isPositive(duration) && key;
}

export const CHOSEN_TERMS: TypedDraft<ChosenTerms, Snapshot> = {
  name: 'borrow.chosen',
  version: 1,
  isKept: isChosenTerms,
  toKept: toChosenTerms,
};
