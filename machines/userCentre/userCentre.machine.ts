/**
 * Background checks when "me" opens: a newer app version, then this device's activation.
 *
 *   checkingVersion -> checkingDevice -> idle (already active) | activating -> idle
 *
 * Failures are quiet (onError moves on): neither check may block the borrower.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import type { NewVersion, UserCentreContext, VersionOutcome } from './userCentre.types';

export const userCentreMachine = setup({
  types: { context: {} as UserCentreContext },
  actors: {
    checkVersion: notProvided<VersionOutcome>('checkVersion'),
    checkActivation: notProvided<{ activated: boolean }>('checkActivation'),
    activateDevice: notProvided<{ activated: boolean }>('activateDevice'),
  },
  guards: {
    hasNewVersion: (_, params: { outcome: VersionOutcome }) => params.outcome.hasNew,
    isActivated: (_, params: { activated: boolean }) => params.activated,
  },
  actions: {
    rememberNewVersion: assign({ newVersion: (_, params: { version: NewVersion }) => params.version }),
  },
}).createMachine({
  id: 'userCentre',
  context: { newVersion: null },
  initial: 'checkingVersion',
  states: {
    checkingVersion: {
      invoke: {
        src: 'checkVersion',
        onDone: [
          {
            guard: { type: 'hasNewVersion', params: ({ event }) => ({ outcome: event.output }) },
            target: 'checkingDevice',
            actions: {
              type: 'rememberNewVersion',
              params: ({ event }) => ({
                version: event.output.hasNew
                  ? { version: event.output.version, url: event.output.url, mustUpdate: event.output.mustUpdate }
                  : { version: '', url: '', mustUpdate: false },
              }),
            },
          },
          { target: 'checkingDevice' },
        ],
        onError: 'checkingDevice',
      },
    },
    checkingDevice: {
      invoke: {
        src: 'checkActivation',
        onDone: [
          { guard: { type: 'isActivated', params: ({ event }) => ({ activated: event.output.activated }) }, target: 'idle' },
          { target: 'activating' },
        ],
        onError: 'idle',
      },
    },
    activating: {
      invoke: { src: 'activateDevice', onDone: 'idle', onError: 'idle' },
    },
    idle: {},
  },
});
