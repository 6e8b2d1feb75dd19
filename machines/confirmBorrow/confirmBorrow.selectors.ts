import type { SnapshotFrom } from 'xstate';
import { maskAccount, toAmount, toCalendarDayOrMs, yearlyCostRate } from '../../services/orders/orderValues';
import { StepCode } from '../../services/orders/stepCodes';
import type { confirmBorrowMachine } from './confirmBorrow.machine';
import type { ProductInfo } from './confirmBorrow.types';

type Snapshot = SnapshotFrom<typeof confirmBorrowMachine>;

export type ConfirmStage = 'loading' | 'failed' | 'reviewing' | 'submitting';

export function selectConfirmStage(snapshot: Snapshot): ConfirmStage {
  if (snapshot.matches('opening')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('reviewing')) return 'reviewing';
  return 'submitting';
}

/** Step 18 asks for the payout ("Get money"); 14 and 19 submit the application. */
export type ConfirmIntent = 'submitApplication' | 'getMoney';

export const selectIntent = (snapshot: Snapshot): ConfirmIntent =>
  snapshot.context.offer?.stepCode === StepCode.GetMoney ? 'getMoney' : 'submitApplication';
/** The submit's outcome was lost on the way back; the latest order is being read (FAULTS F2). */
export const selectIsVerifying = (snapshot: Snapshot) => snapshot.matches('verifying');
export const selectOffer = (snapshot: Snapshot) => snapshot.context.offer;
export const selectAgreementAccepted = (snapshot: Snapshot) => snapshot.context.agreementAccepted;
export const selectConfirmError = (snapshot: Snapshot) => snapshot.context.error;
export const selectConfirmErrorCode = (snapshot: Snapshot) => snapshot.context.errorCode;
export const selectCanSubmit = (snapshot: Snapshot) =>
  snapshot.matches('reviewing') && snapshot.can({ type: 'confirm.submitted' });

export interface CostPanel {
  loanAmount: number | null;
  fee: number | null;
  feeTax: number | null;
  interest: number | null;
  disbursalAmount: number | null;
  repayAmount: number | null;
  duration: number | null;
  dueDate: string | number | null;
  /** Yearly cost as a fraction (0.45 = 45 %): the server's `apr`, else computed. */
  apr: number | null;
  /** Where the money goes, its bank and the account's last four digits; null when none is on file. */
  paidInto: string | null;
}

/** Everything the borrower must see before committing (amount, fee, tax, interest, APR, ...). */
export function costPanelOf(offer: ProductInfo): CostPanel {
  const disbursal = toAmount(offer.disbursalAmount);
  const repay = toAmount(offer.repayAmount);
  const duration = offer.duration ?? null;
  const apr = typeof offer.apr === 'number' && Number.isFinite(offer.apr) ? offer.apr : yearlyCostRate(disbursal, repay, duration);
  const account = maskAccount(offer.bankAccount);
  return {
    loanAmount: toAmount(offer.loanAmount),
    fee: toAmount(offer.fee),
    feeTax: toAmount(offer.feeTax),
    interest: toAmount(offer.interest),
    disbursalAmount: disbursal,
    repayAmount: repay,
    duration,
    dueDate: toCalendarDayOrMs(offer.dueDate),
    apr,
    paidInto: account && `${offer.bankName ?? ''} ${account}`.trim(),
  };
}
