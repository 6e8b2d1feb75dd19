import type { SnapshotFrom } from 'xstate';
import type { RepayDetail } from '../../services/api/endpoints/repay';
import { maskAccount } from '../../services/orders/orderValues';
import type { RepaymentMachine } from './repayment.machine';

/** The view's projection of the repayment chart: one status plus the data that status shows. */
type Snapshot = SnapshotFrom<RepaymentMachine>;

export type RepaymentStatus = 'loading' | 'failed' | 'ready' | 'preparing' | 'instructing' | 'pending' | 'gaveUp' | 'paidOff' | 'notRepayable';

export function selectStatus(s: Snapshot): RepaymentStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('preparing')) return 'preparing';
  if (s.matches('instructing')) return 'instructing';
  if (s.matches({ awaiting: 'gaveUp' })) return 'gaveUp';
  if (s.matches('awaiting')) return 'pending';
  if (s.matches('paidOff')) return 'paidOff';
  if (s.matches('notRepayable')) return 'notRepayable';
  return 'ready';
}

export const selectDetail = (s: Snapshot) => s.context.detail;
/** A method can be chosen (whichever the market offers): the detail is shown and nothing is being prepared. */
export const selectCanChooseMethod = (s: Snapshot) => s.matches({ ready: 'idle' });
/** The balance is read again after a coupon: the methods wait for it. */
export const selectIsReadingBalance = (s: Snapshot) => s.matches({ ready: 'refreshing' });
/** The method whose payment details are being prepared: its button shows it at work. */
export const selectPreparingMethod = (s: Snapshot) => (s.matches('preparing') ? s.context.method : null);
export const selectCanCheck = (s: Snapshot) => s.can({ type: 'repayment.checkRequested' });
/** The payout account as shown: its last four digits at most. */
export const maskedAccountOf = (detail: RepayDetail): string => maskAccount(detail.bankAccount) ?? '';
export const selectInstructions = (s: Snapshot) => s.context.instructions;
export const selectError = (s: Snapshot) => s.context.error;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsCopying = (s: Snapshot) => s.matches({ instructing: 'copying' });
/** A check is running right now (the "checking…" line under the pending message). */
export const selectIsChecking = (s: Snapshot) => s.matches({ awaiting: 'checking' });
