/**
 * Public API of the path-coverage harness: a machine owner writes one
 * `tests/flows/machines/<name>.flows.ts` that default-exports `defineFlows({...})`.
 * The types are exhaustive on purpose: a new event, actor or leaf state in the machine makes the
 * flows file fail to compile until it has a fixture / outcome / assertion.
 * See tests/flows/README.md.
 */
import type {
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  OutputFrom,
  ProvidedActor,
  SnapshotFrom,
  StateMachine,
} from 'xstate';

/** The `setup({ actors })` entries of a machine, as `{ src, logic }` pairs. */
export type ActorsOf<M> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer TActor,
    infer _A,
    infer _G,
    infer _D,
    infer _V,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S,
    infer _TM
  >
    ? TActor
    : never;

/**
 * How an invoked actor may finish. Each `done` output becomes an `xstate.done.actor.<id>` edge
 * (the machine's `onDone`), each `error` an `xstate.error.actor.<id>` edge (`onError`).
 * Give one output per branch your `onDone` guards tell apart. A callback actor that only sends
 * events (its events are fixtures in `events`) and never finishes takes `{}`.
 */
export interface ActorOutcomes<TOutput> {
  done?: readonly TOutput[];
  error?: readonly unknown[];
  /**
   * Words for the path list: `{ done: (o) => \`server answers order with step ${o.order.stepCode}\` }`.
   * Default: "<actor name> answers #n" / "<actor name> fails".
   */
  describe?: { done?: (output: TOutput) => string; error?: (error: unknown) => string };
}

/** One entry per actor the machine declares in `setup({ actors })`, outputs typed. */
export type ActorFixturesFor<M> = {
  [A in ActorsOf<M> as A extends ProvidedActor ? A['src'] : never]: ActorOutcomes<
    A extends ProvidedActor ? OutputFrom<A['logic']> : never
  >;
};

type NonEmpty<T> = readonly [T, ...T[]];

/** At least one fixture for every event type of the machine's event union. */
export type EventFixturesFor<TEvent extends EventObject> = {
  [K in TEvent['type']]: NonEmpty<Extract<TEvent, { type: K }>>;
};

/** For fixtures written apart from defineFlows: `const events = {...} satisfies FixturesFor<OrderEvent>`. */
export type FixturesFor<TEvent extends EventObject> = EventFixturesFor<TEvent>;

/** Dot paths of the leaf states of a state value type: 'idle' | 'form.editing' | ... */
export type LeafPathsOf<V> = [V] extends [string]
  ? string extends V
    ? string
    : V
  : V extends string
    ? V
    : V extends object
      ? string extends keyof V
        ? string
        : { [K in keyof V & string]: `${K}.${LeafPathsOf<V[K]>}` | EmptyLeaf<K, V[K]> }[keyof V & string]
      : never;
// A compound state whose value type is {} (no child value) still counts as its own path.
// Only a child value of exactly `{}` counts; 'a' | { b: 'c' } (a region or compound) does not.
type EmptyLeaf<K extends string, V> = [V] extends [Record<string, never>] ? K : never;

export type LeafStatePath<M extends AnyStateMachine> = LeafPathsOf<SnapshotFrom<M>['value']>;

/** Runs when the real actor is in that leaf state (after every step that lands there). */
export type StateAssertion<M extends AnyStateMachine> = (snapshot: SnapshotFrom<M>) => void;

/** Every leaf state (atomic or final), keyed by its dot path from the root. */
export type StateAssertionsFor<M extends AnyStateMachine> = {
  [P in LeafStatePath<M>]: StateAssertion<M>;
};

/** The internal events the harness makes from actor outcomes and timers (for `describeEvent`). */
export type HarnessEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown; actorId: string }
  | { type: `xstate.error.actor.${string}`; error: unknown; actorId: string }
  | { type: `xstate.after.${string}` };

/** A walk's start from a restored snapshot: the input the screen passes too, and what the draft holds. */
export interface RestoredStart<M extends AnyStateMachine> {
  name: string;
  input: InputFrom<M>;
  snapshot: unknown;
}

type ImplementationsOf<M extends AnyStateMachine> = Parameters<M['provide']>[0];

export interface FlowsDefinition<M extends AnyStateMachine> {
  /** The product machine, as exported by `machines/<name>/<name>.machine.ts`. */
  machine: M;
  /** The machine's input for the walk (required when the machine needs input). */
  input?: InputFrom<NoInfer<M>>;
  /**
   * Several starting inputs (e.g. one per market) when guards depend on input: the machine is
   * walked from each, and each path starts from one of them. Overrides `input`.
   */
  inputs?: readonly InputFrom<NoInfer<M>>[];
  /**
   * Starts from a snapshot the app restores after a reload (`createActor(machine, { snapshot })`),
   * for states and context that only a restored draft brings (a check resumed, a number stripped).
   * Make the snapshot with the machine's own draft function. Walked like an input; its paths say
   * "Start (restored: <name>) ...".
   */
  restored?: readonly RestoredStart<NoInfer<M>>[];
  /** Outcomes of every actor in `setup({ actors })`; the real ones are replaced for the walk. */
  actors: ActorFixturesFor<NoInfer<M>>;
  /** Fixtures for every event of the machine's event union (events from child actors too). */
  events: EventFixturesFor<EventFromLogic<NoInfer<M>>>;
  /** One assertion per leaf state, run on the real actor each time a path lands there. */
  assertions: StateAssertionsFor<NoInfer<M>>;
  /**
   * Actions/guards/delays to replace for the walk (platform actions such as navigation or the
   * bridge). Actors go in `actors`, not here.
   */
  implementations?: Omit<NonNullable<ImplementationsOf<NoInfer<M>>>, 'actors'>;
  /**
   * What makes two snapshots "the same state" for the walk. Default: `{ value, context }`.
   * Narrow it when the context grows without bound (counters, timestamps, lists).
   */
  stateKey?: (snapshot: SnapshotFrom<NoInfer<M>>) => unknown;
  /** Traversal stops with an error past this many distinct states. Default 2000. */
  maxStates?: number;
  /**
   * Words for the path list in reports/flows (`"server answers order with step 6"`). Return
   * undefined to keep the default wording. Gets both machine events and harness events.
   */
  describeEvent?: (event: EventFromLogic<NoInfer<M>> | HarnessEvent) => string | undefined;
}

/** Identity at runtime; exists for the exhaustive typing of the flows file. */
export function defineFlows<M extends AnyStateMachine>(definition: FlowsDefinition<M>): FlowsDefinition<M> {
  return definition;
}

export type AnyFlowsDefinition = FlowsDefinition<AnyStateMachine>;
