/**
 * Runs one walked path on a real actor: fake actors settled by invoke id, timers fired on a manual
 * clock, user events sent. After every step the actor must be where the walk said, and the
 * assertion of each active leaf state runs. Returns the transition keys the real actor took.
 */
import { createActor, type EventObject, type AnyActor, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { FakeActorControl } from './fakeActors';
import { isLeaf, pathOf, readMachine, type MachineModel } from './machineModel';
import { ManualClock } from './manualClock';
import type { FlowPath } from './selectPaths';
import { stableJson } from './traverse';
import { stateValueText } from './describePath';

export interface ExecuteOptions {
  /** Builds the machine with fake actors bound to `control`. */
  build: (control: FakeActorControl) => AnyStateMachine;
  model: MachineModel;
  input: unknown;
  /** The persisted snapshot the walk started from, if it started from a restored draft. */
  snapshot?: unknown;
  /** The state the walk started in; the real actor must start there too. */
  initialValue?: unknown;
  assertions: Record<string, ((snapshot: AnyMachineSnapshot) => void) | undefined>;
  /** Called after each step lands, e.g. to check a rendered view. */
  onState?: (snapshot: AnyMachineSnapshot, actor: AnyActor) => Promise<void> | void;
  /** Sends a user event; default `actor.send(event)`. Views drive it through the UI instead. */
  send?: (actor: AnyActor, event: { type: string }) => Promise<void> | void;
  /** Called with the started actor before the first assertion (views render here). */
  onStart?: (actor: AnyActor) => Promise<void> | void;
  /** Wraps each step, e.g. in React's `act` so the view updates inside it. */
  wrapStep?: (run: () => Promise<void>, event: EventObject) => Promise<void>;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function leafPathsOf(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter(isLeaf).map(pathOf);
}

export interface ExecutedPath {
  transitions: Set<string>;
  states: Set<string>;
}

export async function executePath(path: FlowPath, options: ExecuteOptions): Promise<ExecutedPath> {
  const control = new FakeActorControl();
  const machine = options.build(control);
  const model = options.model;
  // The machine built here is a fresh `provide` clone with its own definition objects; reading it
  // the same way as the model gives the same readable keys.
  const keyByDefinition = new Map<unknown, string>();
  for (const [definition, info] of readMachine(machine).byDefinition) keyByDefinition.set(definition, info.key);
  const taken = new Set<string>();
  const visited = new Set<string>();
  const delivered: string[] = [];
  const clock = new ManualClock();
  const actorErrors: unknown[] = [];

  const actor = createActor(machine, {
    input: options.input,
    ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot as never }),
    clock,
    inspect: (ev) => {
      if (ev.actorRef.sessionId !== ev.rootId) return; // the machine itself, not its children
      if (ev.type === '@xstate.microstep') {
        for (const t of ev._transitions) {
          const key = keyByDefinition.get(t);
          if (key) taken.add(key);
          // A transition's source was active, even when it was the transient initial state.
          for (let node: AnyStateNode | undefined = t.source; node?.path.length; node = node.parent) visited.add(pathOf(node));
        }
        // Transient states (left by `always` in the same macrostep) only show up here.
        for (const node of (ev.snapshot as AnyMachineSnapshot)._nodes as AnyStateNode[]) {
          if (node.path.length) visited.add(pathOf(node));
        }
      }
      if (ev.type === '@xstate.event') delivered.push(ev.event.type);
    },
  });
  actor.subscribe({ error: (err) => actorErrors.push(err) });

  const check = async (expected: unknown, where: string) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status === 'error' || actorErrors.length) {
      throw new Error(`${model.id}: actor crashed ${where}: ${String(snapshot.error ?? actorErrors[0])}`);
    }
    if (stableJson(snapshot.value) !== stableJson(expected)) {
      throw new Error(
        `${model.id}: ${where} the real actor is in ${stateValueText(snapshot.value)}, the walk expected ${stateValueText(expected as never)}`,
      );
    }
    for (const node of snapshot._nodes as AnyStateNode[]) if (node.path.length) visited.add(pathOf(node));
    for (const leaf of leafPathsOf(snapshot)) {
      const assertion = options.assertions[leaf];
      if (!assertion) throw new Error(`${model.id}: leaf state "${leaf}" has no assertion`);
      assertion(snapshot);
    }
    await options.onState?.(snapshot, actor);
  };

  actor.start();
  await options.onStart?.(actor);
  await settle();
  await check(options.initialValue ?? (actor.getSnapshot() as AnyMachineSnapshot).value, 'at start');

  for (const [index, step] of path.steps.entries()) {
    const where = `after step ${index + 1} (${step.event.type})`;
    const wrap = options.wrapStep ?? ((run) => run());
    await wrap(() => runStep(step.event, where), step.event);
    await check(step.value, where);
  }
  actor.stop();
  return { transitions: taken, states: visited };

  async function runStep(event: EventObject, where: string): Promise<void> {
    const type = event.type;
    if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const e = event as unknown as { actorId: string; output?: unknown; error?: unknown };
      control.settle(e.actorId, type.startsWith('xstate.done') ? { output: e.output } : { error: e.error });
      await settle();
    } else if (type.startsWith('xstate.after.')) {
      delivered.length = 0;
      let fired = 0;
      while (!delivered.includes(type)) {
        if (!clock.fireNext() || ++fired > 100) {
          throw new Error(`${model.id}: ${where}: no pending timer delivered ${type}`);
        }
      }
      await settle();
    } else {
      await (options.send ? options.send(actor, event) : actor.send(event));
      await settle();
    }
  }
}
