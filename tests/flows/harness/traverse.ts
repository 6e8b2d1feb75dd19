/**
 * Breadth-first walk of a machine with pure transitions: from every reachable snapshot, try every
 * event fixture, every outcome of every running invoke and the next due `after` timer. Which
 * transition definitions each edge took comes from XState's own `@xstate.microstep` inspection, so
 * self-transitions, `always` hops and guarded branches are all counted.
 */
import {
  createActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import type { ActorOutcomes } from '../defineFlows';
import type { MachineModel } from './machineModel';

export interface WalkStep {
  event: EventObject;
  stateKey: string;
  value: StateValue;
  /** Keys (TransitionInfo.key) of the definitions this step took, in order. */
  transitions: string[];
}

export interface WalkEdge extends WalkStep {
  from: string;
}

export interface WalkGraph {
  initial: { stateKey: string; value: StateValue; transitions: string[] };
  states: Map<string, { value: StateValue; parent?: WalkEdge }>;
  edges: WalkEdge[];
}

export interface WalkOptions {
  input: unknown;
  /** A persisted snapshot to start from instead of the initial state (a restored draft). */
  snapshot?: unknown;
  events: Record<string, readonly EventObject[]>;
  actors: Record<string, ActorOutcomes<unknown>>;
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  maxStates: number;
}

/** JSON that survives actor refs, errors and cycles in context. */
export function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function') return `fn:${(v as { name?: string }).name ?? ''}`;
    if (v instanceof Error) return `${v.name}:${v.message}`;
    if (v && typeof v === 'object') {
      if ('sessionId' in v && 'send' in v) return `actor:${String((v as { id?: unknown }).id)}`;
      if (seen.has(v)) return '[cycle]';
      seen.add(v);
    }
    return v;
  });
}

export function defaultStateKey(snapshot: AnyMachineSnapshot): unknown {
  return { value: snapshot.value, context: snapshot.context };
}

/** An actor scope whose system reports microsteps to `onTransitions` and never starts anything. */
function createRecordingScope(machine: AnyStateMachine, input: unknown, onTransitions: (t: AnyTransitionDefinition[]) => void) {
  let recording = false;
  const self = createActor(machine, {
    input,
    inspect: (event) => {
      if (recording && event.type === '@xstate.microstep') onTransitions(event._transitions);
    },
  });
  // Children with a systemId are created again on every visit of their state; the walk is pure.
  const system = Object.create(self.system, { _set: { value: () => undefined } }) as AnyActorScope['system'];
  const scope = {
    self,
    defer: () => undefined,
    id: '',
    logger: () => undefined,
    sessionId: '',
    stopChild: () => undefined,
    system,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as AnyActorScope;
  return {
    scope,
    record<T>(fn: () => T): T {
      recording = true;
      try {
        return fn();
      } finally {
        recording = false;
      }
    },
  };
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return snapshot._nodes as AnyStateNode[];
}

function resolveDelayMs(machine: AnyStateMachine, delay: unknown, snapshot: AnyMachineSnapshot): number | undefined {
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'string') return undefined;
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') {
    try {
      const ms: unknown = impl({ context: snapshot.context, event: { type: '' } }, undefined);
      return typeof ms === 'number' ? ms : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Events worth trying in `snapshot`: fixtures with an enabled transition, actor outcomes, timers. */
export function candidateEvents(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, options: WalkOptions): EventObject[] {
  const enabled = (event: EventObject) => machine.getTransitionData(snapshot, event as never).length > 0;
  const out: EventObject[] = [];
  for (const list of Object.values(options.events)) for (const e of list) if (enabled(e)) out.push(e);

  for (const node of activeNodes(snapshot)) {
    for (const inv of node.invoke) {
      const outcomes = options.actors[String(inv.src)];
      if (!outcomes || !(inv.id in snapshot.children)) continue;
      for (const output of outcomes.done ?? []) {
        const e = { type: `xstate.done.actor.${inv.id}`, output, actorId: inv.id };
        if (enabled(e)) out.push(e);
      }
      for (const error of outcomes.error ?? []) {
        const e = { type: `xstate.error.actor.${inv.id}`, error, actorId: inv.id };
        if (enabled(e)) out.push(e);
      }
    }
  }

  // Timers: only the ones that would really fire first (smallest delay among enabled ones).
  const timers: Array<{ event: EventObject; ms: number | undefined }> = [];
  for (const node of activeNodes(snapshot)) {
    for (const t of node.after) {
      const event = { type: t.eventType };
      if (!timers.some((x) => x.event.type === event.type) && enabled(event)) {
        timers.push({ event, ms: resolveDelayMs(machine, t.delay, snapshot) });
      }
    }
  }
  const known = timers.filter((t) => t.ms !== undefined).map((t) => t.ms as number);
  const soonest = known.length ? Math.min(...known) : undefined;
  for (const t of timers) if (t.ms === undefined || t.ms === soonest) out.push(t.event);
  return out;
}

export function walk(machine: AnyStateMachine, model: MachineModel, options: WalkOptions): WalkGraph {
  let taken: AnyTransitionDefinition[] = [];
  const recorder = createRecordingScope(machine, options.input, (t) => taken.push(...t));
  const keyOf = (s: AnyMachineSnapshot) => stableJson((options.stateKey ?? defaultStateKey)(s));
  const names = (defs: AnyTransitionDefinition[]) =>
    defs.map((d) => model.byDefinition.get(d)?.key).filter((k): k is string => k !== undefined);

  taken = [];
  const first = recorder.record(
    () =>
      (options.snapshot === undefined
        ? machine.getInitialSnapshot(recorder.scope, options.input)
        : machine.restoreSnapshot(options.snapshot as never, recorder.scope)) as AnyMachineSnapshot,
  );
  if (first.status === 'error') throw new Error(`${model.id}: initial state failed: ${String(first.error)}`);
  const initialKey = keyOf(first);
  const graph: WalkGraph = {
    initial: { stateKey: initialKey, value: first.value, transitions: names(taken) },
    states: new Map([[initialKey, { value: first.value }]]),
    edges: [],
  };

  const queue: AnyMachineSnapshot[] = [first];
  while (queue.length) {
    const snapshot = queue.shift() as AnyMachineSnapshot;
    const from = keyOf(snapshot);
    if (snapshot.status !== 'active') continue;
    for (const event of candidateEvents(machine, snapshot, options)) {
      taken = [];
      const next = recorder.record(() => machine.transition(snapshot, event as never, recorder.scope) as AnyMachineSnapshot);
      if (next.status === 'error') {
        throw new Error(`${model.id}: event ${event.type} in state ${stableJson(snapshot.value)} threw: ${String(next.error)}`);
      }
      const stateKey = keyOf(next);
      const edge: WalkEdge = { from, event, stateKey, value: next.value, transitions: names(taken) };
      graph.edges.push(edge);
      if (!graph.states.has(stateKey)) {
        if (graph.states.size >= options.maxStates) {
          throw new Error(
            `${model.id}: more than ${options.maxStates} distinct states in the walk; give the flows file a ` +
              '`stateKey` that ignores context which grows without bound (counters, timestamps, lists)',
          );
        }
        graph.states.set(stateKey, { value: next.value, parent: edge });
        queue.push(next);
      }
    }
  }
  return graph;
}
