/**
 * Compile-time guarantees of defineFlows, checked by `npm run typecheck` (each `@ts-expect-error`
 * must see an error) and kept honest at runtime by the assertions below.
 */
import { describe, expect, it } from 'vitest';
import { defineFlows, type LeafStatePath } from '../defineFlows';
import sampleFlows from './samples/orderSample.flows';
import { orderSampleMachine } from './samples/orderSample.machine';
import type { parallelSampleMachine } from './samples/parallelSample.machine';

const { events, actors, assertions } = sampleFlows;

describe('defineFlows types', () => {
  it('rejects a flows file missing an event fixture, an actor, or a leaf assertion', () => {
    const missingEvent = defineFlows({
      machine: orderSampleMachine,
      actors,
      // @ts-expect-error form.reminded has no fixture
      events: { 'order.retryRequested': events['order.retryRequested'], 'form.edited': events['form.edited'], 'form.submitted': events['form.submitted'] },
      assertions,
    });
    const missingActor = defineFlows({
      machine: orderSampleMachine,
      // @ts-expect-error submitForm has no outcomes
      actors: { fetchOrder: actors.fetchOrder },
      events,
      assertions,
    });
    const { done: _done, ...withoutDone } = assertions;
    const missingLeaf = defineFlows({
      machine: orderSampleMachine,
      actors,
      events,
      // @ts-expect-error the leaf state done has no assertion
      assertions: withoutDone,
    });
    const emptyFixture = defineFlows({
      machine: orderSampleMachine,
      actors,
      // @ts-expect-error an event needs at least one fixture
      events: { ...events, 'form.submitted': [] },
      assertions,
    });
    const wrongOutput = defineFlows({
      machine: orderSampleMachine,
      // @ts-expect-error done outputs are typed by the actor's logic
      actors: { ...actors, fetchOrder: { done: [{ order: 'not an order' }] } },
      events,
      assertions,
    });
    expect([missingEvent, missingActor, missingLeaf, emptyFixture, wrongOutput].every((d) => d.machine === orderSampleMachine)).toBe(true);
  });

  it('names leaf states by their dot path, compound states excluded', () => {
    const leaves: Array<LeafStatePath<typeof orderSampleMachine>> = ['loading', 'empty', 'failed', 'form.editing', 'form.submitting', 'done'];
    // @ts-expect-error form is compound, not a leaf
    const compound: LeafStatePath<typeof orderSampleMachine> = 'form';
    expect(Object.keys(assertions).sort()).toEqual([...leaves].sort());
    expect(compound).toBe('form');
  });

  it('names the leaves of every region of a parallel machine, regions and compounds excluded', () => {
    type Leaf = LeafStatePath<typeof parallelSampleMachine>;
    const leaves: Leaf[] = ['wizard.filling.basic', 'wizard.filling.work', 'wizard.submitting', 'network.online'];
    // @ts-expect-error a region is not a leaf
    const region: Leaf = 'wizard';
    // @ts-expect-error a compound state inside a region is not a leaf
    const compound: Leaf = 'wizard.filling';
    expect([...leaves, region, compound]).toHaveLength(6);
  });
});
