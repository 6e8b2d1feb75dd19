import type { OpenedGateway, PayableMethod } from './repayment.types';

/** Where the wiring keeps an opened gateway page (session storage, with the drafts). */
export const OPENED_GATEWAY_DRAFT = { name: 'openedGateway', version: 1 } as const;
/** Longer than the bounded wait (about 16 minutes of checks): a page opened before that is old news. */
export const OPENED_GATEWAY_KEEP_MS = 30 * 60_000;

export interface KeptGateway extends OpenedGateway {
  openedAt: number;
}

const GATEWAY_METHODS: readonly PayableMethod[] = ['cardGateway', 'payLink'];

function isKeptGateway(value: unknown): value is KeptGateway {
  const kept = value as Partial<KeptGateway> | null;
  return (
    typeof kept === 'object' &&
    kept !== null &&
    (kept.orderNo === null || typeof kept.orderNo === 'string') &&
    GATEWAY_METHODS.includes(kept.method as PayableMethod) &&
    typeof kept.payOrderId === 'string' &&
    kept.payOrderId !== '' &&
    typeof kept.openedAt === 'number'
  );
}

/**
 * The gateway page this screen should still wait for: one kept recently, for the same order (a
 * screen without an order number is the latest order's). Anything else is ignored.
 */
export function openedGatewayToResume(kept: unknown, orderNo: string | null, now: number): OpenedGateway | null {
  if (!isKeptGateway(kept)) return null;
  if (kept.openedAt > now || now - kept.openedAt > OPENED_GATEWAY_KEEP_MS) return null;
  if (orderNo !== null && kept.orderNo !== null && kept.orderNo !== orderNo) return null;
  return { orderNo: kept.orderNo, method: kept.method, payOrderId: kept.payOrderId };
}
