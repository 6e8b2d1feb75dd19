import type { SnapshotFrom, StateValue } from 'xstate';
import { orderLifecycleMachine } from './orderLifecycle.machine';
import type { OrderContext } from './orderLifecycle.types';
import { stepByState } from './stepCodes';

/** Turning the persisted (state path, context) of an order into a machine snapshot and back. */
export type OrderSnapshot = SnapshotFrom<typeof orderLifecycleMachine>;

export function stateValueOf(path: string): StateValue {
  const parts = path.split('.');
  return parts.reduceRight<StateValue>((inner, part) => ({ [part]: inner }), parts.pop() as string);
}

export function statePathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0] as [string, StateValue];
  return `${key}.${statePathOf(inner)}`;
}

export function restoreSnapshot(state: string, context: OrderContext): OrderSnapshot {
  return orderLifecycleMachine.resolveState({ value: stateValueOf(state), context });
}

export function stepCodeOf(statePath: string): number {
  const step = stepByState(statePath);
  if (!step) throw new Error(`order state ${statePath} has no step code`);
  return step.code;
}
