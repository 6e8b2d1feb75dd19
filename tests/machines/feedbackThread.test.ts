import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFeedbackThreadActors, TICKET_NOT_FOUND_CODE } from '../../machines/feedbackThread/feedbackThread.actors';
import { feedbackThreadMachine } from '../../machines/feedbackThread/feedbackThread.machine';
import { typedReply } from '../../machines/feedbackThread/feedbackThread.typed';
import type { ApiClient } from '../../services/api/client';

const ticket = { id: 3, type: 1, status: 1, description: 'Paid, still unpaid', receiverAccount: '', images: [], contact: '', createTime: 1 };

/** The real actors on an API whose ticket detail answers from `details`, one per read. */
function threadWith(details: Array<{ ok: true; data: unknown } | { ok: false; kind: 'business'; code: number; msg: string }>, typed?: { text: string }) {
  const api = {
    async call(endpoint: { path: string }) {
      if (endpoint.path === '/feedback/detail') return details.shift();
      return { ok: true, data: { list: [] } };
    },
  } as unknown as ApiClient;
  return createActor(feedbackThreadMachine.provide({ actors: createFeedbackThreadActors({ api }) }), { input: { ticketId: 3, typed } }).start();
}

describe('a feedback thread read again', () => {
  it('a refusal that is not "not found" is a failure to retry, and the reply being typed is kept', async () => {
    const actor = threadWith([{ ok: true, data: ticket }, { ok: false, kind: 'business', code: 1001, msg: 'busy' }, { ok: true, data: ticket }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'thread.textChanged', text: 'Any news on my payment?' });
    actor.send({ type: 'thread.refreshRequested' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'business', code: 1001, serverMessage: 'busy' });
    actor.send({ type: 'thread.refreshRequested' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.text).toBe('Any news on my payment?');
  });

  it('what is typed while the thread is read again, or after that read failed, is kept', async () => {
    const actor = threadWith([{ ok: true, data: ticket }, { ok: false, kind: 'business', code: 1001, msg: 'busy' }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'thread.refreshRequested' });
    actor.send({ type: 'thread.textChanged', text: 'Any news' });
    expect([actor.getSnapshot().matches('loading'), actor.getSnapshot().context.text]).toEqual([true, 'Any news']);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'thread.textChanged', text: 'Any news on my payment?' });
    expect(actor.getSnapshot().context.text).toBe('Any news on my payment?');
  });

  it('what is typed while the ticket is being marked solved is kept', async () => {
    const actor = threadWith([{ ok: true, data: ticket }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'thread.solvedMarked' });
    actor.send({ type: 'thread.textChanged', text: 'Thank you' });
    expect([actor.getSnapshot().matches({ ready: 'closing' }), actor.getSnapshot().context.text]).toEqual([true, 'Thank you']);
  });

  it('only "not found" says the ticket is gone', async () => {
    const actor = threadWith([{ ok: false, kind: 'business', code: TICKET_NOT_FOUND_CODE, msg: 'feedback not found' }]);
    await waitFor(actor, (s) => s.matches('notFound'));
  });
});

describe('the reply kept over a reload', () => {
  const draft = typedReply(3);

  it('seeds the box, is kept while typed, and is dropped once the ticket is done', async () => {
    const actor = threadWith([{ ok: true, data: ticket }, { ok: true, data: ticket }], { text: 'Reference 7781' });
    expect(actor.getSnapshot().context.text).toBe('Reference 7781');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(draft.toKept(actor.getSnapshot())).toEqual({ text: 'Reference 7781' });
    actor.send({ type: 'thread.textChanged', text: '   ' });
    expect(draft.toKept(actor.getSnapshot())).toBeNull();
    const closed = threadWith([{ ok: true, data: { ...ticket, status: 3 } }], { text: 'Thank you' });
    await waitFor(closed, (s) => s.matches('ready'));
    expect(draft.toKept(closed.getSnapshot())).toBeNull();
  });

  it('is one draft per ticket, and reads back only what it wrote', () => {
    expect(typedReply(3).name).not.toBe(typedReply(4).name);
    expect(draft.isKept(JSON.parse(JSON.stringify({ text: 'Hi' })))).toBe(true);
    expect(draft.isKept({ text: 5 })).toBe(false);
    expect(draft.isKept(null)).toBe(false);
  });
});
