/** Test-only view of the sample machine, to demonstrate views along the walked paths. */
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { orderSampleMachine } from './orderSample.machine';

export function OrderSampleView({ actor }: { actor: Actor<typeof orderSampleMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  if (snapshot.matches('loading')) return <div role="progressbar" aria-label="Loading order" />;
  if (snapshot.matches('empty')) return <p>No order yet</p>;
  if (snapshot.matches('failed')) {
    return <button onClick={() => actor.send({ type: 'order.retryRequested' })}>Retry</button>;
  }
  if (snapshot.matches('done')) return <p>All done</p>;
  const submitting = snapshot.matches({ form: 'submitting' });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      <p>Order {snapshot.context.order?.id}</p>
      <label>
        Name
        <input value={snapshot.context.draft} onChange={(e) => actor.send({ type: 'form.edited', value: e.target.value })} />
      </label>
      {submitting ? <div role="progressbar" aria-label="Sending" /> : null}
      <button type="submit" disabled={submitting || !snapshot.can({ type: 'form.submitted' })}>
        Submit
      </button>
    </form>
  );
}
