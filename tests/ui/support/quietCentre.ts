import { createActor, fromPromise } from 'xstate';
import { userCentreMachine } from '../../../machines/userCentre/userCentre.machine';
import type { VersionOutcome } from '../../../machines/userCentre/userCentre.types';

/** The user centre of "me" with nothing to say: no new version, the device already activated. */
export const quietCentre = () =>
  createActor(
    userCentreMachine.provide({
      actors: {
        checkVersion: fromPromise(async (): Promise<VersionOutcome> => ({ hasNew: false })),
        checkActivation: fromPromise(async (): Promise<{ activated: boolean }> => ({ activated: true })),
      },
    }),
  ).start();
