import type { SnapshotFrom } from 'xstate';
import { StepCode } from '../../services/orders/stepCodes';
import type { cancellationMachine } from './cancellation.machine';

type Snapshot = SnapshotFrom<typeof cancellationMachine>;

export type CancellationStage = 'checking' | 'failed' | 'notAllowed' | 'choosing' | 'submitting' | 'reconciling' | 'cancelled';

export function selectCancellationStage(snapshot: Snapshot): CancellationStage {
  for (const stage of ['checking', 'failed', 'notAllowed', 'choosing', 'submitting', 'reconciling', 'cancelled'] as const) {
    if (snapshot.matches(stage)) return stage;
  }
  return 'checking';
}

export const selectReasons = (snapshot: Snapshot) => snapshot.context.reasons;
export const selectChosenReason = (snapshot: Snapshot) => snapshot.context.reason;
export const selectCancellationErrorCode = (snapshot: Snapshot) => snapshot.context.errorCode;
export const selectCancellationError = (snapshot: Snapshot) => snapshot.context.error;
export const selectCanSubmitCancellation = (snapshot: Snapshot) =>
  snapshot.matches('choosing') && snapshot.can({ type: 'cancel.submitted' });
/** Not cancellable because it is cancelled already (e.g. a lost answer to the borrower's own cancellation). */
export const selectIsAlreadyCancelled = (snapshot: Snapshot) => snapshot.matches('notAllowed') && snapshot.context.stepCode === StepCode.Cancel;
