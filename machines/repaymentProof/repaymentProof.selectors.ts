import type { SnapshotFrom } from 'xstate';
import type { RepaymentProofMachine } from './repaymentProof.machine';

type Snapshot = SnapshotFrom<RepaymentProofMachine>;

export const selectProofStatus = (s: Snapshot): 'loading' | 'failed' | 'noOrder' | 'ready' | 'preparing' | 'chosen' | 'submitting' =>
  s.matches('loading')
    ? 'loading'
    : s.matches('noOrder')
      ? 'noOrder'
    : s.matches('failed')
      ? 'failed'
      : s.matches('preparing')
        ? 'preparing'
        : s.matches('chosen')
          ? 'chosen'
          : s.matches('submitting')
            ? 'submitting'
            : 'ready';
export const selectVouchers = (s: Snapshot) => s.context.vouchers;
export const selectChosenImage = (s: Snapshot) => s.context.image;
export const selectProofError = (s: Snapshot) => s.context.error;
export const selectWasSubmitted = (s: Snapshot) => s.context.submitted;
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'proof.submitted' });
