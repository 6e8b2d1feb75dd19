import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { repaymentMachine } from './repayment.machine';
import { isStartForThisBalance, KEYED_METHODS } from './repayment.machine';
import type { PayableMethod, StartUnderway } from './repayment.types';

type Snapshot = SnapshotFrom<typeof repaymentMachine>;

/**
 * A keyed start (a gateway payment, an account) whose answer is unknown: on its way, or lost to a
 * fault. A reload meanwhile keeps its key (FAULTS F2), so choosing the same method again replays
 * it instead of creating a second payment order or account. Kept until a start is answered.
 */
function toStartUnderway(snapshot: Snapshot): StartUnderway | null {
  const { context } = snapshot;
  const { orderNo, method, idempotencyKey, startUnderway, detail } = context;
  if (snapshot.status === 'done') return null;
  if (idempotencyKey !== null && method !== null) return { orderNo, method, idempotencyKey, unrepaidAmount: detail?.unrepaidAmount ?? null };
  // One kept from before that no longer fits this order's balance is another day's start: let it go.
  return startUnderway && isStartForThisBalance(startUnderway, context) ? startUnderway : null;
}

function isStartUnderway(stored: unknown): stored is StartUnderway {
  if (typeof stored !== 'object' || stored === null) return false;
  const { orderNo, method, idempotencyKey, unrepaidAmount } = stored as Record<string, unknown>;
  return (
    (orderNo === null || (typeof orderNo === 'string' && orderNo !== '')) &&
    KEYED_METHODS.includes(method as PayableMethod) &&
    typeof idempotencyKey === 'string' &&
    idempotencyKey !== '' &&
    (unrepaidAmount === null || (typeof unrepaidAmount === 'number' && Number.isFinite(unrepaidAmount)))
  );
}

export const START_UNDERWAY: TypedDraft<StartUnderway, Snapshot> = {
  name: 'repayment.startUnderway',
  version: 1,
  isKept: isStartUnderway,
  toKept: toStartUnderway,
};
