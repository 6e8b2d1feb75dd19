import type { Market } from '../phone';
import type { OrderContext } from './orderLifecycle.types';
import type { StoredOrder } from './orderService';
import { balance, extensionFee, quote } from './pricing';
import type { OrderDisplayStatus } from '../../services/orders/stepCodes';
import { stepInfo } from '../../services/orders/stepCodes';
import { StepCode } from './stepCodes';
import { localDate } from './marketDay';

/**
 * What `/loan/loan-order/latest` and `/list` answer for an order (documented in sandbox/README.md).
 * Money in major units (two decimals); `...At` times in epoch milliseconds; `dueDate` the market's
 * local calendar date.
 */
export interface OrderView {
  orderNo: string;
  /** The app's display status for the step code (services/orders/stepCodes.ts). */
  status: OrderDisplayStatus;
  stepCode: number;
  currency: 'NGN' | 'MXN';
  loanAmount: number;
  duration: number;
  fee: number;
  feeTax: number;
  interest: number;
  disbursalAmount: number;
  repayAmount: number;
  totalDue: number;
  repaidAmount: number;
  unrepaidAmount: number;
  overdueDays: number;
  penaltyRate: number;
  penaltyAmount: number;
  extensionFee: number;
  extensions: number;
  dueDate: string | null;
  dueAt: number | null;
  bankName: string | null;
  bankAccount: string | null;
  createdAt: number;
  submittedAt: number | null;
  decisionAt: number | null;
  approvedAt: number | null;
  rejectedAt: number | null;
  lendingAt: number | null;
  offerExpiresAt: number | null;
  disbursedAt: number | null;
  settledAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  payFailReason: string | null;
  /** Same as payFailReason (the name the app's schema reads). */
  failReason: string | null;
  reapplyAt: number | null;
  productName: string;
}

export interface PayoutAccount {
  bankName: string | null;
  accountNumber: string | null;
}

export const PRODUCT_NAME = 'Quick Loan';

/** Shows only the last 4 digits: '******7890'. */
export function maskAccount(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  const digits = accountNumber.replace(/\s/g, '');
  return digits.length <= 4 ? digits : `${'*'.repeat(Math.min(6, digits.length - 4))}${digits.slice(-4)}`;
}

/** Reads the payout account the KYC/bank-card routes keep in the profile under `bankCard`. */
export function payoutAccount(profile: Record<string, unknown>): PayoutAccount {
  const card = profile.bankCard;
  if (typeof card !== 'object' || card === null) return { bankName: null, accountNumber: null };
  const c = card as Record<string, unknown>;
  const number = [c.accountNumber, c.clabe, c.cardNumber, c.bankAccount].find((x) => typeof x === 'string' && x !== '');
  return { bankName: typeof c.bankName === 'string' ? c.bankName : null, accountNumber: (number as string | undefined) ?? null };
}

export function orderView(order: StoredOrder, market: Market, now: number, account: PayoutAccount): OrderView {
  const d: OrderContext = order.data;
  const q = quote(d.loanAmount, d.duration);
  const settled = order.stepCode === StepCode.Finish;
  // A finished order's balance is frozen at its settlement time; an open one runs on the clock.
  const b = balance(d.loanAmount, d.duration, d.dueAt, settled ? (d.settledAt ?? now) : now, d.repaidAmount, d.extensionFees);
  return {
    orderNo: order.orderNo,
    status: stepInfo(order.stepCode)?.display ?? 'incomplete',
    stepCode: order.stepCode,
    currency: market === 'mx' ? 'MXN' : 'NGN',
    loanAmount: q.loanAmount,
    duration: q.duration,
    fee: q.fee,
    feeTax: q.feeTax,
    interest: q.interest,
    disbursalAmount: q.disbursalAmount,
    repayAmount: q.repayAmount,
    totalDue: b.totalDue,
    repaidAmount: b.repaidAmount,
    unrepaidAmount: settled ? 0 : b.unrepaidAmount,
    overdueDays: b.overdueDays,
    penaltyRate: q.penaltyRate,
    penaltyAmount: b.penaltyAmount,
    extensionFee: extensionFee(d.loanAmount),
    extensions: d.extensions,
    dueDate: d.dueAt === null ? null : localDate(d.dueAt, market),
    dueAt: d.dueAt,
    bankName: account.bankName,
    bankAccount: maskAccount(account.accountNumber),
    createdAt: d.createdAt,
    submittedAt: d.submittedAt,
    decisionAt: d.decisionAt,
    approvedAt: d.approvedAt,
    rejectedAt: d.rejectedAt,
    lendingAt: d.lendingAt,
    offerExpiresAt: d.offerExpiresAt,
    disbursedAt: d.disbursedAt,
    settledAt: d.settledAt,
    cancelledAt: d.cancelledAt,
    cancelReason: d.cancelReason,
    payFailReason: d.payFailReason,
    failReason: d.payFailReason,
    reapplyAt: d.reapplyAt,
    productName: PRODUCT_NAME,
  };
}
