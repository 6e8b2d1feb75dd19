/**
 * Stand-ins for a machine's actors. An actor with outcomes becomes a promise the harness settles
 * when the path says "this actor finishes now" (by invoke id); an actor without outcomes (a
 * callback that only sends events) becomes a no-op callback.
 */
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import type { ActorOutcomes } from '../defineFlows';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class FakeActorControl {
  private readonly pending = new Map<string, Pending>();
  readonly started: string[] = [];

  register(id: string, pending: Pending): void {
    this.pending.set(id, pending);
    this.started.push(id);
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const entry = this.pending.get(id);
    if (!entry) {
      const known = [...this.pending.keys()].join(', ') || 'none';
      throw new Error(`actor "${id}" is not running (running: ${known})`);
    }
    this.pending.delete(id);
    if ('output' in outcome) entry.resolve(outcome.output);
    else entry.reject(outcome.error);
  }
}

export function createFakeActors(
  outcomes: Record<string, ActorOutcomes<unknown>>,
  control: FakeActorControl,
): Record<string, AnyActorLogic> {
  const actors: Record<string, AnyActorLogic> = {};
  for (const [src, outcome] of Object.entries(outcomes)) {
    const finishes = (outcome.done?.length ?? 0) + (outcome.error?.length ?? 0) > 0;
    actors[src] = finishes
      ? fromPromise(({ self }) => new Promise((resolve, reject) => control.register(self.id, { resolve, reject })))
      : fromCallback(() => undefined);
  }
  return actors;
}
