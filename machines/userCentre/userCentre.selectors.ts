import type { SnapshotFrom } from 'xstate';
import type { userCentreMachine } from './userCentre.machine';

export const selectNewVersion = (snapshot: SnapshotFrom<typeof userCentreMachine>) => snapshot.context.newVersion;
