import type { OpenedGateway, PayableMethod } from './repayment.types';

/**
 * Where the wiring keeps a payment the borrower started (session storage, with the drafts): a
 * gateway page opened, or "I have paid" after a transfer, cash or an account payment. Over a
 * reload the screen goes back to waiting for it instead of asking for the whole amount again.
 */
export const OPENED_GATEWAY_DRAFT = { name: 'openedGateway', version: 1 } as const;
/** Longer than the bounded wait (about 16 minutes of checks): a page opened before that is old news. */
export const OPENED_GATEWAY_KEEP_MS = 30 * 60_000;

export interface KeptGateway extends OpenedGateway {
  openedAt: number;
}

const GATEWAY_METHODS: readonly PayableMethod[] = ['cardGateway', 'payLink'];
const OTHER_METHODS: readonly PayableMethod[] = ['reservedAccount', 'dedicatedAccount', 'stpTransfer', 'oxxoCash'];

/** A gateway payment names its payment order; the others have none to name. */
function isKeptPayment(kept: Partial<KeptGateway>): boolean {
  const method = kept.method as PayableMethod;
  if (GATEWAY_METHODS.includes(method)) return typeof kept.payOrderId === 'string' && kept.payOrderId !== '';
  return OTHER_METHODS.includes(method) && (kept.payOrderId === null || typeof kept.payOrderId === 'string');
}

function isKeptGateway(value: unknown): value is KeptGateway {
  const kept = value as Partial<KeptGateway> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    (kept.orderNo === null || typeof kept.orderNo === 'string') &&
    isKeptPayment(kept) &&
    typeof kept.openedAt === 'number'
  );
}

/**
 * The payment this screen should still wait for: one kept recently, for the same order (a screen
 * without an order number is the latest order's) and, on a method's own screen, by that method.
 * Anything else is ignored.
 */
export function openedGatewayToResume(kept: unknown, orderNo: string | null, now: number, method: PayableMethod | null = null): OpenedGateway | null {
  if (!isKeptGateway(kept)) return null;
  if (method !== null && kept.method !== method) return null;
  if (kept.openedAt > now || now - kept.openedAt > OPENED_GATEWAY_KEEP_MS) return null;
  if (orderNo !== null && kept.orderNo !== null && kept.orderNo !== orderNo) return null;
  return { orderNo: kept.orderNo, method: kept.method, payOrderId: kept.payOrderId };
}
