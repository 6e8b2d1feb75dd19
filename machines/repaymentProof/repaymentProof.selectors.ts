import type { SnapshotFrom } from 'xstate';
import type { RepaymentProofMachine } from './repaymentProof.machine';

type Snapshot = SnapshotFrom<RepaymentProofMachine>;

export type ProofStatus = 'loading' | 'failed' | 'noOrder' | 'ready' | 'preparing' | 'chosen' | 'submitting';

const STATUSES: readonly Exclude<ProofStatus, 'ready'>[] = ['loading', 'failed', 'noOrder', 'preparing', 'chosen', 'submitting'];

export const selectProofStatus = (s: Snapshot): ProofStatus => STATUSES.find((status) => s.matches(status)) ?? 'ready';
export const selectVouchers = (s: Snapshot) => s.context.vouchers;
export const selectChosenImage = (s: Snapshot) => s.context.image;
export const selectProofError = (s: Snapshot) => s.context.error;
export const selectListError = (s: Snapshot) => s.context.listError;
export const selectWasSubmitted = (s: Snapshot) => s.context.submitted;
export const selectCanSubmit = (s: Snapshot) => s.can({ type: 'proof.submitted' });
