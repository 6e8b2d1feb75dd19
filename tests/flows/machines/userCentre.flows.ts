import { expect } from 'vitest';
import { userCentreMachine } from '../../../machines/userCentre/userCentre.machine';
import { defineFlows } from '../defineFlows';

export default defineFlows({
  machine: userCentreMachine,
  actors: {
    checkVersion: {
      done: [{ hasNew: true, version: '1.5.0', url: 'https://play.example/app', mustUpdate: false }, { hasNew: false }],
      error: [new Error('offline')],
    },
    checkActivation: { done: [{ activated: true }, { activated: false }], error: [new Error('offline')] },
    activateDevice: { done: [{ activated: true }], error: [new Error('offline')] },
  },
  events: {},
  assertions: {
    checkingVersion: (s) => expect(s.context.newVersion).toBeNull(),
    checkingDevice: (s) => expect(Object.keys(s.children)).toHaveLength(1),
    activating: (s) => expect(Object.keys(s.children)).toHaveLength(1),
    idle: (s) => expect(s.matches('idle')).toBe(true),
  },
});
