import type { SnapshotFrom } from 'xstate';
import type { TypedDraft } from '../shared/typedDraft';
import type { rolloverMachine } from './rollover.machine';
import type { ExtensionUnderway } from './rollover.types';

type Snapshot = SnapshotFrom<typeof rolloverMachine>;

/**
 * An extension asked for and not settled, kept while its key is: from "extend" until the server
 * refuses it, it settles, or it fails. A reload meanwhile (FAULTS F2, F26) comes back to the same
 * key and the pending extension, so the fee is never asked for twice.
 */
function toUnderway(snapshot: Snapshot): ExtensionUnderway | null {
  const { idempotencyKey, extensionOrderNo, offer, underwayDueDate } = snapshot.context;
  // Until the offer says which loan this is (opened without an order), the kept one's.
  const orderNo = snapshot.context.orderNo ?? snapshot.context.underwayOrderNo;
  // A refusal to offer may pass ("system busy"): the key stays kept for the next visit.
  if (snapshot.status === 'done' || orderNo === null || idempotencyKey === null) return null;
  return { orderNo, idempotencyKey, extensionOrderNo, dueDate: offer?.dueDate ?? underwayDueDate };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isUnderway(stored: unknown): stored is ExtensionUnderway {
  if (typeof stored !== 'object' || stored === null) return false;
  const { orderNo, idempotencyKey, extensionOrderNo, dueDate } = stored as Record<string, unknown>;
  const textOrNull = (value: unknown) => value === null || isText(value);
  return isText(orderNo) && isText(idempotencyKey) && textOrNull(extensionOrderNo) && textOrNull(dueDate);
}

export const EXTENSION_UNDERWAY: TypedDraft<ExtensionUnderway, Snapshot> = {
  name: 'rollover.underway',
  version: 1,
  isKept: isUnderway,
  toKept: toUnderway,
};
