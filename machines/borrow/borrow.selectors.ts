import type { SnapshotFrom } from 'xstate';
import type { borrowMachine } from './borrow.machine';

type Snapshot = SnapshotFrom<typeof borrowMachine>;

export type BorrowStage = 'loading' | 'failed' | 'choosing' | 'submitting';

export function selectBorrowStage(snapshot: Snapshot): BorrowStage {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('choosing')) return 'choosing';
  return 'submitting';
}

/** Apply's outcome was lost on the way back; the latest order is being read (FAULTS F2). */
export const selectIsVerifying = (snapshot: Snapshot) => snapshot.matches('verifying');
export const selectTerms = (snapshot: Snapshot) => snapshot.context.terms;
export const selectChosen = (snapshot: Snapshot) => ({ loanAmount: snapshot.context.loanAmount, duration: snapshot.context.duration });
export const selectBorrowError = (snapshot: Snapshot) => snapshot.context.error;
export const selectCanApply = (snapshot: Snapshot) => snapshot.can({ type: 'borrow.applyRequested' });
export const selectIsApplying = (snapshot: Snapshot) => snapshot.hasTag('busy') && !snapshot.matches('loading');
