import type { SnapshotFrom } from 'xstate';
import type { RolloverMachine } from './rollover.machine';

type Snapshot = SnapshotFrom<RolloverMachine>;
export type RolloverStatus = 'loading' | 'failed' | 'unavailable' | 'comparing' | 'confirming' | 'pending' | 'gaveUp' | 'extended';

export function selectRolloverStatus(s: Snapshot): RolloverStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches({ awaitingFee: 'gaveUp' })) return 'gaveUp';
  if (s.matches('awaitingFee')) return 'pending';
  if (s.matches('extended')) return 'extended';
  return 'comparing';
}

export const selectOffer = (s: Snapshot) => s.context.offer;
export const selectRolloverError = (s: Snapshot) => s.context.error;
export const selectConfirmedDueDate = (s: Snapshot) => s.context.confirmedDueDate;
export const selectCanConfirm = (s: Snapshot) => s.can({ type: 'rollover.confirmed' });
export const selectCanCheck = (s: Snapshot) => s.can({ type: 'rollover.checkRequested' });
