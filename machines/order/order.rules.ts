import type { LoanOrder } from '../../services/api/endpoints/loan';
import { stepInfo, StepCode, type HomeStatus } from '../../services/orders/stepCodes';
import { toDayStartOrMs, toEpochMs } from '../../services/orders/orderValues';
import { ORDER_TIMING } from '../../services/orders/timing';

/**
 * When a rejected borrower may apply again: the server's date, else 30 days after rejection. A
 * calendar day ("2027-02-20") starts at midnight on the phone's calendar: read as UTC, it came the
 * evening before in Mexico, and Apply unlocked hours before the server allowed it.
 */
export function reapplyAt(order: LoanOrder): number | null {
  const given = toDayStartOrMs(order.reapplyAt);
  if (given !== null) return given;
  const rejected = toEpochMs(order.rejectedAt) ?? toEpochMs(order.createdAt);
  return rejected === null ? null : rejected + ORDER_TIMING.reapplyAfterMs;
}

/** The home status of the latest order; a rejection whose wait is over is "can loan" again. */
export function homeStatusOf(order: LoanOrder | null, now: number | null): HomeStatus | null {
  if (order === null) return 'canLoan';
  const info = stepInfo(order.stepCode);
  if (!info) return null;
  if (info.code === StepCode.Reject) {
    const at = reapplyAt(order);
    return at !== null && now !== null && now >= at ? 'canLoan' : 'rejected';
  }
  return info.home;
}

/** One loan at a time: a new order only when there is none or the last one is over. */
export function canStartNewOrder(order: LoanOrder | null, now: number | null): boolean {
  if (order === null) return true;
  const info = stepInfo(order.stepCode);
  return info?.closed === true && homeStatusOf(order, now) === 'canLoan';
}
