import { describe, expect, it } from 'vitest';
import { defineFlows, type AnyFlowsDefinition } from '../defineFlows';
import { runFlows } from './runFlows';
import sampleFlows from './samples/orderSample.flows';
import { orderSampleMachine } from './samples/orderSample.machine';
import { marketSampleMachine } from './samples/marketSample.machine';
import { timerSampleMachine } from './samples/timerSample.machine';
import { restoredMidCheck, restoredSampleMachine } from './samples/restoredSample.machine';

const asAny = (d: unknown) => d as AnyFlowsDefinition;

const timerFlows = defineFlows({
  machine: timerSampleMachine,
  actors: {},
  events: { 'poll.paused': [{ type: 'poll.paused' }], 'poll.stopped': [{ type: 'poll.stopped' }] },
  assertions: {
    waiting: (s) => expect(s.context.ticks).toBeLessThan(3),
    counting: () => {
      throw new Error('counting is transient: always leaves it in the same macrostep');
    },
    stopped: (s) => expect(s.status).toBe('done'),
  },
  });

describe('path-coverage harness', () => {
  it('reaches 100 % of states, transitions and guarded branches with a complete fixture set', async () => {
    const run = await runFlows(asAny(sampleFlows));
    expect(run.problems).toEqual([]);
    expect(run.coverage.states).toEqual([7, 7]);
    expect(run.coverage.transitions).toEqual([11, 11]);
    expect(run.coverage.guarded).toEqual([4, 4]);
  });

  it('fails naming the event when an event has no fixture', async () => {
    const { 'form.reminded': _dropped, ...events } = sampleFlows.events;
    const run = await runFlows(asAny({ ...sampleFlows, events }));
    expect(run.problems).toContain('orderSample: event "form.reminded" has no fixture in events');
    expect(run.problems).toContain('orderSample: transition "form --form.reminded--> (stays)" is never taken');
  });

  it('fails naming the transition when no path takes it', async () => {
    // Without a finished order among the outputs, the isOrderFinished branch is never walked.
    const run = await runFlows(
      asAny({ ...sampleFlows, actors: { ...sampleFlows.actors, fetchOrder: { ...sampleFlows.actors.fetchOrder, done: [{ order: null }, { order: { id: 'o-1', step: 6 } }] } } }),
    );
    expect(run.problems).toEqual(['orderSample: transition "loading --done: fetchOrder [isOrderFinished]--> done" is never taken']);
    expect(run.coverage.transitions).toEqual([10, 11]);
  });

  it('fails naming the actor when an invoke has onError but no error fixture', async () => {
    const run = await runFlows(asAny({ ...sampleFlows, actors: { ...sampleFlows.actors, submitForm: { done: [{ accepted: true }] } } }));
    expect(run.problems).toContain('orderSample: actor "submitForm" has onError but no error fixtures');
    expect(run.problems).toContain('orderSample: transition "form.submitting --error: submitForm--> form.editing" is never taken');
  });

  it('fails naming the leaf state that has no assertion', async () => {
    const { empty: _dropped, ...assertions } = sampleFlows.assertions;
    const run = await runFlows(asAny({ ...sampleFlows, assertions }));
    expect(run.problems).toContain('orderSample: leaf state "empty" has no assertion');
  });

  it('runs the assertions on the real actor, so a wrong expectation fails its path', async () => {
    const run = await runFlows(asAny({ ...sampleFlows, assertions: { ...sampleFlows.assertions, failed: (s: { context: { errorCode: string } }) => expect(s.context.errorCode).toBe('timeout') } }));
    expect(run.problems.some((p) => p.includes('fetch order fails -> failed') && p.includes("expected 'network' to be 'timeout'"))).toBe(true);
  });

  it('counts self-transitions, targetless ones included', async () => {
    const run = await runFlows(asAny(sampleFlows));
    const self = run.prepared.model.transitions.filter((t) => t.selfTransition).map((t) => t.key);
    expect(self).toEqual(['form --form.reminded--> (stays)', 'form.editing --form.edited--> (stays)']);
    expect(run.coverage.selfTransitions).toEqual([2, 2]);
  });

  it('walks invoke outcomes and after timers, firing timers in the order a clock would', async () => {
    const sample = await runFlows(asAny(sampleFlows));
    const descriptions = sample.prepared.paths.map((p) => p.description);
    expect(descriptions).toContain('Start in loading -> fetch order fails -> failed -> order retry requested -> loading');
    expect(descriptions.some((d) => d.endsWith('submit timeout passes -> form.editing'))).toBe(true);

    const timers = await runFlows(asAny(timerFlows));
    expect(timers.problems).toEqual([]);
    expect(timers.coverage.transitions).toEqual([6, 6]);
    expect(timers.coverage.states).toEqual([3, 3]);
    const timerPaths = timers.prepared.paths.map((p) => p.description);
    // The idle timeout is only offered once the (earlier) poll timer is guarded off.
    expect(timerPaths).toContain('Start in waiting -> poll paused -> waiting -> 60000 ms pass -> stopped');
    expect(timerPaths).toContain('Start in waiting -> poll interval passes -> waiting -> poll interval passes -> stopped');
  });

  it('walks from each of several inputs when a guard depends on input', async () => {
    const marketFlows = defineFlows({
      machine: marketSampleMachine,
      inputs: [{ market: 'mx' }, { market: 'ng' }],
      actors: {},
      events: { 'form.continued': [{ type: 'form.continued' }] },
      assertions: {
        choosing: () => undefined, // transient: always leaves it at once
        curp: (s) => expect(s.context.market).toBe('mx'),
        bvn: (s) => expect(s.context.market).toBe('ng'),
        done: (s) => expect(s.status).toBe('done'),
      },
    });
    const both = await runFlows(asAny(marketFlows));
    expect(both.problems).toEqual([]);
    expect(both.prepared.paths.map((p) => p.description)).toEqual([
      'Start (input 1) in curp -> form continued -> done',
      'Start (input 2) in bvn -> form continued -> done',
    ]);

    const mexicoOnly = await runFlows(asAny({ ...marketFlows, inputs: undefined, input: { market: 'mx' } }));
    expect(mexicoOnly.problems).toEqual([
      'marketSample: state "bvn" is never reached',
      'marketSample: transition "choosing --always--> bvn" is never taken',
      'marketSample: transition "bvn --form.continued--> done" is never taken',
    ]);
  });

  it('walks from a restored draft too: its resumed check and its stripped value reach what no input does', async () => {
    const restoredFlows = defineFlows({
      machine: restoredSampleMachine,
      restored: [{ name: 'mid-check', input: undefined, snapshot: restoredMidCheck }],
      actors: { check: { done: [{ saved: true }, { saved: false }] } },
      events: { 'form.submitted': [{ type: 'form.submitted' }] },
      assertions: {
        editing: (s) => expect(['typed', '']).toContain(s.context.value),
        checking: (s) => expect(s.children.savedCheck).toBeDefined(),
        done: (s) => expect(s.status).toBe('done'),
      },
    });
    const run = await runFlows(asAny(restoredFlows));
    expect(run.problems).toEqual([]);
    expect(run.prepared.paths.map((p) => p.description)).toEqual([
      'Start in editing -> form submitted -> done',
      'Start (restored: mid-check) in checking -> check answers #1 -> done',
      'Start (restored: mid-check) in checking -> check answers #2 -> editing -> form submitted -> editing',
    ]);

    // A restored start is covered on its own: what an input's path already took runs again from it.
    const asTyped = { ...restoredMidCheck, value: 'editing', context: { value: 'typed', revealed: false }, children: {} };
    const twoDrafts = await runFlows(asAny({ ...restoredFlows, restored: [{ name: 'as typed', input: undefined, snapshot: asTyped }] }));
    expect(twoDrafts.prepared.paths.map((p) => p.description)).toContain('Start (restored: as typed) in editing -> form submitted -> done');

    const fromInputOnly = await runFlows(asAny({ ...restoredFlows, restored: undefined }));
    expect(fromInputOnly.problems).toEqual([
      'restoredSample: state "checking" is never reached',
      'restoredSample: transition "editing --form.submitted--> (stays)" is never taken',
      'restoredSample: transition "checking --done: check [isSaved]--> done" is never taken',
      'restoredSample: transition "checking --done: check--> editing" is never taken',
    ]);
  });

  it('reads totals from the machine definition, each guarded branch separately', async () => {
    const run = await runFlows(asAny(sampleFlows));
    expect(run.prepared.model.transitions.map((t) => t.key)).toEqual([
      'loading --done: fetchOrder [hasNoOrder]--> empty',
      'loading --done: fetchOrder [isOrderFinished]--> done',
      'loading --done: fetchOrder--> form',
      'loading --error: fetchOrder--> failed',
      'failed --order.retryRequested--> loading',
      'form --form.reminded--> (stays)',
      'form.editing --form.edited--> (stays)',
      'form.editing --form.submitted [isDraftFilled]--> form.submitting',
      'form.submitting --done: submitForm--> done',
      'form.submitting --error: submitForm--> form.editing',
      'form.submitting --after submitTimeout--> form.editing',
    ]);
    expect(orderSampleMachine.id).toBe(run.coverage.id);
  });
});
