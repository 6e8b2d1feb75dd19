/**
 * Everything the harness derives from one flows file, without running anything: the machine
 * model, the static checks (fixtures, outcomes, assertions), the walk and the chosen paths.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { ActorOutcomes, AnyFlowsDefinition } from '../defineFlows';
import { createFakeActors, type FakeActorControl } from './fakeActors';
import { readMachine, type MachineModel } from './machineModel';
import { createEventDescriber, describeSteps, type EventDescriber } from './describePath';
import { selectPaths, type FlowPath } from './selectPaths';
import { walk, type WalkGraph } from './traverse';

export interface PreparedPath extends FlowPath {
  description: string;
  input: unknown;
  /** The restored draft the path starts from (`FlowsDefinition.restored`), if any. */
  snapshot?: unknown;
  initialValue: StateValue;
}

export interface PreparedFlows {
  definition: AnyFlowsDefinition;
  model: MachineModel;
  problems: string[];
  graphs: WalkGraph[];
  paths: PreparedPath[];
  describeEvent: EventDescriber;
  build: (control: FakeActorControl) => AnyStateMachine;
  assertions: Record<string, ((snapshot: AnyMachineSnapshot) => void) | undefined>;
}

function actorsOf(definition: AnyFlowsDefinition): Record<string, ActorOutcomes<unknown>> {
  return (definition.actors ?? {}) as Record<string, ActorOutcomes<unknown>>;
}

function eventsOf(definition: AnyFlowsDefinition): Record<string, readonly EventObject[]> {
  return (definition.events ?? {}) as Record<string, readonly EventObject[]>;
}

/** Problems a flows file has before any path runs; each names the machine and the missing thing. */
export function staticProblems(definition: AnyFlowsDefinition, model: MachineModel): string[] {
  const id = model.id;
  const problems: string[] = [];
  const events = eventsOf(definition);
  for (const type of model.eventTypes) {
    if (!events[type]?.length) problems.push(`${id}: event "${type}" has no fixture in events`);
  }
  const actors = actorsOf(definition);
  const root = definition.machine.root;
  const invokeDefs = new Map<string, { onDone: boolean; onError: boolean }>();
  const visit = (node: typeof root) => {
    for (const inv of node.invoke) {
      const src = String(inv.src); // state nodes resolve src to its name
      const prev = invokeDefs.get(src) ?? { onDone: false, onError: false };
      invokeDefs.set(src, { onDone: prev.onDone || !!inv.onDone, onError: prev.onError || !!inv.onError });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  for (const [src, handlers] of invokeDefs) {
    const outcome = actors[src];
    if (!outcome) {
      problems.push(`${id}: actor "${src}" has no entry in actors`);
      continue;
    }
    if (handlers.onDone && !outcome.done?.length) problems.push(`${id}: actor "${src}" has onDone but no done outputs`);
    if (handlers.onError && !outcome.error?.length) problems.push(`${id}: actor "${src}" has onError but no error fixtures`);
  }
  const assertions = (definition.assertions ?? {}) as Record<string, unknown>;
  for (const leaf of model.leafPaths) {
    if (typeof assertions[leaf] !== 'function') problems.push(`${id}: leaf state "${leaf}" has no assertion`);
  }
  for (const key of Object.keys(assertions)) {
    if (!model.leafPaths.includes(key)) problems.push(`${id}: assertion for "${key}", which is not a leaf state`);
  }
  return problems;
}

export function prepareFlows(definition: AnyFlowsDefinition): PreparedFlows {
  const actors = actorsOf(definition);
  const build = (control: FakeActorControl) =>
    definition.machine.provide({
      ...(definition.implementations ?? {}),
      actors: createFakeActors(actors, control),
    } as never) as AnyStateMachine;
  const model = readMachine(definition.machine);
  const problems = staticProblems(definition, model);
  const describeEvent = createEventDescriber(definition.machine, actors, definition.describeEvent);
  const prepared: PreparedFlows = {
    definition,
    model,
    problems,
    graphs: [],
    paths: [],
    describeEvent,
    build,
    assertions: (definition.assertions ?? {}) as PreparedFlows['assertions'],
  };
  try {
    const walkMachine = build({ register: () => undefined } as unknown as FakeActorControl);
    const walkModel = readMachine(walkMachine);
    const inputs = definition.inputs?.length ? [...definition.inputs] : [definition.input];
    const starts: Array<{ input: unknown; snapshot?: unknown; note: string }> = [
      ...inputs.map((input, index) => ({ input, note: inputs.length > 1 ? ` (input ${index + 1})` : '' })),
      ...(definition.restored ?? []).map((start) => ({ input: start.input, snapshot: start.snapshot, note: ` (restored: ${start.name})` })),
    ];
    const graphs = starts.map((start) =>
      walk(walkMachine, walkModel, {
        input: start.input,
        snapshot: start.snapshot,
        events: eventsOf(definition),
        actors,
        stateKey: definition.stateKey as ((s: AnyMachineSnapshot) => unknown) | undefined,
        maxStates: definition.maxStates ?? 2000,
      }),
    );
    prepared.graphs = graphs;
    const restoredStarts = new Set(starts.flatMap((start, index) => ('snapshot' in start && start.snapshot !== undefined ? [index] : [])));
    prepared.paths = selectPaths(graphs, restoredStarts).map((p) => {
      const graph = graphs[p.start] as WalkGraph;
      const start = starts[p.start] as (typeof starts)[number];
      return {
        ...p,
        input: start.input,
        snapshot: start.snapshot,
        initialValue: graph.initial.value,
        description: describeSteps(graph.initial.value, p, describeEvent).replace(/^Start/, `Start${start.note}`),
      };
    });
  } catch (error) {
    problems.push(`${model.id}: the walk failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return prepared;
}
