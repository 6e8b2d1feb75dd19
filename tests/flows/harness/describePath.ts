/**
 * Words for paths and events, for test names and the product-facing path list:
 * "Start in loading -> fetch order answers #2 -> form.editing".
 */
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { ActorOutcomes, HarnessEvent } from '../defineFlows';
import type { FlowPath } from './selectPaths';

export type EventDescriber = (event: EventObject) => string | undefined;

/** 'fetchLatestOrder' -> 'fetch latest order'; 'order.refreshRequested' -> 'order refresh requested'. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
}

export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([k, v]) => {
    const inner = stateValueText(v as StateValue);
    return inner ? `${k}.${inner}` : k;
  });
  return parts.length > 1 ? `(${parts.join(' + ')})` : (parts[0] ?? '');
}

function outcomeIndex(list: readonly unknown[] | undefined, item: unknown): string {
  if (!list || list.length < 2) return '';
  const i = list.indexOf(item);
  return i >= 0 ? ` #${i + 1}` : '';
}

export function createEventDescriber(
  machine: AnyStateMachine,
  actors: Record<string, ActorOutcomes<unknown>>,
  custom?: (event: never) => string | undefined,
): EventDescriber {
  const srcOfInvoke = new Map<string, string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const inv of node.invoke) srcOfInvoke.set(inv.id, String(inv.src));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);

  return (event) => {
    const own = custom?.(event as never);
    if (own) return own;
    const type = event.type;
    if (type.startsWith('xstate.done.actor.')) {
      const src = srcOfInvoke.get(type.slice(18)) ?? type.slice(18);
      const output = (event as Extract<HarnessEvent, { output: unknown }>).output;
      const own = actors[src]?.describe?.done?.(output);
      return own ?? `${words(src)} answers${outcomeIndex(actors[src]?.done, output)}`;
    }
    if (type.startsWith('xstate.error.actor.')) {
      const src = srcOfInvoke.get(type.slice(19)) ?? type.slice(19);
      const error = (event as Extract<HarnessEvent, { error: unknown }>).error;
      const own = actors[src]?.describe?.error?.(error);
      return own ?? `${words(src)} fails${outcomeIndex(actors[src]?.error, error)}`;
    }
    if (type.startsWith('xstate.after.')) {
      const delay = type.slice(13).split('.')[0] ?? '';
      return /^\d+$/.test(delay) ? `${delay} ms pass` : `${words(delay)} passes`;
    }
    return words(type);
  };
}

export function describeSteps(initial: StateValue, path: FlowPath, describe: EventDescriber): string {
  const parts = [`Start in ${stateValueText(initial)}`];
  for (const step of path.steps) parts.push(describe(step.event) ?? step.event.type, stateValueText(step.value));
  return parts.join(' -> ');
}
