/**
 * The real views along the machine's walked paths: for each path, render the view bound to a
 * real actor (fake actors inside), drive each step through the UI (or the actor), and check what
 * every leaf state shows. Use from a jsdom test: `describeViewFlows(flows, { render, drive?,
 * stateAssertions })`. See tests/flows/README.md "Views along the same paths".
 */
import type { ReactElement } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { describe, it } from 'vitest';
import type { Actor, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { FlowsDefinition, LeafStatePath } from './defineFlows';
import { executePath, leafPathsOf } from './harness/executePath';
import { prepareFlows, type PreparedFlows, type PreparedPath } from './harness/prepareFlows';

export interface ViewStepContext<M extends AnyStateMachine> {
  actor: Actor<M>;
  snapshot: SnapshotFrom<M>;
}

export interface ViewDriveContext<M extends AnyStateMachine, E> {
  event: E;
  actor: Actor<M>;
  user: UserEvent;
}

export interface ViewFlows<M extends AnyStateMachine> {
  /** The real view bound to the actor the harness started (wrap providers: i18n, router...). */
  render: (actor: Actor<M>) => ReactElement;
  /**
   * Events the borrower causes through the UI (click, type). Events not listed, and actor
   * outcomes and timers, are sent to the actor by the harness.
   */
  drive?: {
    [K in EventFromLogic<M>['type']]?: (
      context: ViewDriveContext<M, Extract<EventFromLogic<M>, { type: K }>>,
    ) => Promise<unknown> | unknown;
  };
  /** What each leaf state shows; retried like `findBy` until it passes or times out. */
  stateAssertions: { [P in LeafStatePath<M>]: (context: ViewStepContext<M>) => void | Promise<void> };
}

type AnyDrive = (context: { event: unknown; actor: unknown; user: UserEvent }) => Promise<unknown> | unknown;

/** Runs one walked path against the rendered view; rejects naming the step that went wrong. */
export async function runViewPath<M extends AnyStateMachine>(
  prepared: PreparedFlows,
  views: ViewFlows<M>,
  path: PreparedPath,
): Promise<void> {
  const stateAssertions = views.stateAssertions as Record<string, ((c: ViewStepContext<M>) => void | Promise<void>) | undefined>;
  const drive = (views.drive ?? {}) as Record<string, AnyDrive | undefined>;
  const user = userEvent.setup({ delay: null });
  try {
    await executePath(path, {
      build: prepared.build,
      model: prepared.model,
      input: path.input,
      snapshot: path.snapshot,
      initialValue: path.initialValue,
      assertions: prepared.assertions,
      onStart: async (actor) => {
        await act(async () => {
          render(views.render(actor as Actor<M>));
        });
      },
      // A step the user drives goes through user-event, which wraps what it dispatches in act itself;
      // inside an outer act, React would warn that the environment does not support act.
      wrapStep: (run, event) => (drive[event.type] ? run() : act(run)),
      send: async (actor, event) => {
        const handler = drive[event.type];
        if (handler) await handler({ event, actor, user });
        else actor.send(event);
      },
      onState: async (snapshot: AnyMachineSnapshot, actor) => {
        for (const leaf of leafPathsOf(snapshot)) {
          const assertion = stateAssertions[leaf];
          if (!assertion) throw new Error(`${prepared.model.id}: leaf state "${leaf}" has no view assertion`);
          try {
            await waitFor(() => assertion({ actor: actor as Actor<M>, snapshot: snapshot as SnapshotFrom<M> }));
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
            throw new Error(`${prepared.model.id}: the view of state "${leaf}" is wrong: ${message}`, { cause: error });
          }
        }
      },
    });
  } finally {
    cleanup();
  }
}

export function describeViewFlows<M extends AnyStateMachine>(flows: FlowsDefinition<M>, views: ViewFlows<NoInfer<M>>): PreparedFlows {
  const prepared = prepareFlows(flows as unknown as FlowsDefinition<AnyStateMachine>);
  const stateAssertions = views.stateAssertions as Record<string, unknown>;

  describe(`views: ${prepared.model.id}`, () => {
    it('has a view assertion for every leaf state', () => {
      const missing = prepared.model.leafPaths.filter((leaf) => typeof stateAssertions[leaf] !== 'function');
      if (missing.length) {
        throw new Error(missing.map((leaf) => `${prepared.model.id}: leaf state "${leaf}" has no view assertion`).join('\n'));
      }
    });

    prepared.paths.forEach((path, index) => {
      it(`view path ${index + 1}: ${path.description}`, () => runViewPath(prepared, views, path));
    });
  });
  return prepared;
}
