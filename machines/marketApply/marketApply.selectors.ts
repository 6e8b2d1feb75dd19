import type { SnapshotFrom } from 'xstate';
import { formProblems } from './marketApply.rules';
import type { marketApplyMachine } from './marketApply.machine';

type Snapshot = SnapshotFrom<typeof marketApplyMachine>;

export const selectForm = (snapshot: Snapshot) => snapshot.context.form;
export const selectApplyError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsApplying = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectIsApplied = (snapshot: Snapshot) => snapshot.matches('applied');
export const selectIsCancelled = (snapshot: Snapshot) => snapshot.matches('cancelled');
/** The apply's answer was lost: the app is asking the server whether it was made (FAULTS F2). */
export const selectIsCheckingApplication = (snapshot: Snapshot) => snapshot.matches('checking');
export const selectOrderNo = (snapshot: Snapshot) => snapshot.context.orderNo;

export function selectMarketProblems(snapshot: Snapshot) {
  return snapshot.context.attempted ? formProblems(snapshot.context.form, snapshot.context.product) : {};
}
