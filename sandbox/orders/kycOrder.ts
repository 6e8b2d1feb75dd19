import type { SandboxDb } from '../db';
import { KYC_STEPS, type KycStep } from './stepCodes';

/**
 * The order a new order asks for its KYC steps in (DESIGN: the client follows the step codes, so any
 * order must work). The sandbox's default is `SANDBOX_KYC_ORDER` (else KYC_STEPS); QA can set one
 * borrower's with POST /sandbox/users/:mobile/kyc-order. Orders already made keep theirs.
 */
export const KYC_ORDER_RULE = `the KYC step codes ${KYC_STEPS.join(', ')}, each once, in any order`;

/** A list (or "12,6,11,17,5") holding each KYC step once; null for anything else. */
export function parseKycOrder(value: unknown): KycStep[] | null {
  const items = typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value;
  if (!Array.isArray(items)) return null;
  const codes = items.map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
  const isStep = (code: unknown): code is KycStep => KYC_STEPS.includes(code as KycStep);
  if (codes.length !== KYC_STEPS.length || !codes.every(isStep) || new Set(codes).size !== codes.length) return null;
  return codes;
}

/** `SANDBOX_KYC_ORDER`: unset is the default order; a value that is not one fails the start, rather than being ignored. */
export function kycOrderFromEnv(value: string | undefined): KycStep[] {
  if (value === undefined || value.trim() === '') return [...KYC_STEPS];
  const order = parseKycOrder(value);
  if (!order) throw new Error(`SANDBOX_KYC_ORDER="${value}": give ${KYC_ORDER_RULE}, comma-separated`);
  return order;
}

const AREA = 'kycOrder';

/** One borrower's order for their next new orders; null goes back to the sandbox's. */
export async function setUserKycOrder(db: SandboxDb, userId: number, order: KycStep[] | null, now: number): Promise<void> {
  await db.areaPut(AREA, userId, 'order', order, now);
}

export async function kycOrderFor(db: SandboxDb, userId: number, sandboxOrder: readonly KycStep[]): Promise<readonly KycStep[]> {
  return (await db.areaGet<KycStep[]>(AREA, userId, 'order')) ?? sandboxOrder;
}
