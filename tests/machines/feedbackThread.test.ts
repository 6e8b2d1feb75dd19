import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFeedbackThreadActors, TICKET_NOT_FOUND_CODE } from '../../machines/feedbackThread/feedbackThread.actors';
import { feedbackThreadKeyActions, feedbackThreadMachine } from '../../machines/feedbackThread/feedbackThread.machine';
import { sequentialKeys } from './sequentialKeys';
import { typedEdit, typedReply } from '../../machines/feedbackThread/feedbackThread.typed';
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
  return createActor(machineOn(api), { input: { ticketId: 3, typed } }).start();
}

// One generator for every actor of the file: a key is never made twice, as on a phone.
const keyActions = feedbackThreadKeyActions(sequentialKeys('msg'));
const machineOn = (api: ApiClient) => feedbackThreadMachine.provide({ actors: createFeedbackThreadActors({ api }), actions: keyActions });

type Sent = { content: string; key: string | undefined };
/** The ticket loads; each leave-message call is recorded, then answered by the next of `sends` ('lost': no answer). */
function threadSending(sends: Array<'lost' | 'ok'>, typed?: { text: string; key?: string }) {
  const sent: Sent[] = [];
  const api = {
    async call(endpoint: { path: string }, payload: { content?: string }, options?: { idempotencyKey?: string }) {
      if (endpoint.path === '/feedback/detail') return { ok: true, data: ticket };
      if (endpoint.path !== '/feedback/add/leaveMsg') return { ok: true, data: { list: [] } };
      sent.push({ content: payload.content ?? '', key: options?.idempotencyKey });
      if (sends.shift() === 'lost') throw new Error('connection reset');
      return { ok: true, data: { message: { id: sent.length, content: payload.content, from: 'user', createTime: 2 } } };
    },
  } as unknown as ApiClient;
  return { actor: createActor(machineOn(api), { input: { ticketId: 3, typed } }).start(), sent };
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

describe('a reply sent (FAULTS F2)', () => {
  const ready = (actor: ReturnType<typeof threadSending>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));

  it('sent again after a lost answer goes with the same key, so it is posted once; the next message gets a new key', async () => {
    const { actor, sent } = threadSending(['lost', 'ok', 'ok']);
    await ready(actor);
    actor.send({ type: 'thread.textChanged', text: 'Paid at OXXO today' });
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.text).toBe('Paid at OXXO today');
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.context.messages.length === 1);
    actor.send({ type: 'thread.textChanged', text: 'Thank you' });
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.context.messages.length === 2);
    expect(sent.map((s) => s.content)).toEqual(['Paid at OXXO today', 'Paid at OXXO today', 'Thank you']);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('changed after a lost answer, it is another message with a new key', async () => {
    const { actor, sent } = threadSending(['lost', 'ok']);
    await ready(actor);
    actor.send({ type: 'thread.textChanged', text: 'Paid today' });
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'thread.textChanged', text: 'Paid today at OXXO' });
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.context.messages.length === 1);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('posted, answer lost, read back by a refresh, then sent again: shown once', async () => {
    const posted: Array<{ id: number; content: string; from: 'user'; createTime: number }> = [];
    const byKey = new Map<string, (typeof posted)[number]>();
    let loseAnswer = true;
    const api = {
      async call(endpoint: { path: string }, payload: { content?: string }, options?: { idempotencyKey?: string }) {
        if (endpoint.path === '/feedback/detail') return { ok: true, data: ticket };
        if (endpoint.path === '/feedback/list/leave-message') return { ok: true, data: { list: [...posted] } };
        // The server keeps its answer per key, as the sandbox does.
        const key = options?.idempotencyKey ?? '';
        const message = byKey.get(key) ?? { id: posted.length + 1, content: payload.content ?? '', from: 'user' as const, createTime: 2 };
        if (!byKey.has(key)) posted.push(message);
        byKey.set(key, message);
        if (loseAnswer) throw new Error('connection reset');
        return { ok: true, data: { message } };
      },
    } as unknown as ApiClient;
    const actor = createActor(machineOn(api), { input: { ticketId: 3 } }).start();
    await ready(actor);
    actor.send({ type: 'thread.textChanged', text: 'Paid today' });
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'thread.refreshRequested' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.messages.length === 1);
    loseAnswer = false;
    actor.send({ type: 'thread.messageSent' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.text === '');
    expect(actor.getSnapshot().context.messages.map((m) => [m.id, m.content])).toEqual([[1, 'Paid today']]);
  });

  it('a reload after a lost answer keeps the key with the text, and the resend uses it', async () => {
    const first = threadSending(['lost']);
    await ready(first.actor);
    first.actor.send({ type: 'thread.textChanged', text: 'Paid today' });
    first.actor.send({ type: 'thread.messageSent' });
    await waitFor(first.actor, (s) => s.context.error !== null);
    const kept = typedReply(3).toKept(first.actor.getSnapshot());
    expect(kept).toEqual({ text: 'Paid today', key: first.sent[0]!.key });
    const second = threadSending(['ok'], JSON.parse(JSON.stringify(kept)));
    await ready(second.actor);
    second.actor.send({ type: 'thread.messageSent' });
    await waitFor(second.actor, (s) => s.context.messages.length === 1);
    expect(second.sent[0]!.key).toBe(first.sent[0]!.key);
    expect(typedReply(3).toKept(second.actor.getSnapshot())).toBeNull();
  });
});

describe('a correction kept over a reload', () => {
  const kept = { description: 'Paid on Monday, still unpaid', contact: 'ada@yahoo.com' };
  const withKeptEdit = (status: number) => {
    const api = { call: async (endpoint: { path: string }) => (endpoint.path === '/feedback/detail' ? { ok: true, data: { ...ticket, status } } : { ok: true, data: { list: [] } }) } as unknown as ApiClient;
    return createActor(machineOn(api), { input: { ticketId: 3, typedEdit: kept } }).start();
  };

  it('opens the correction again while the ticket is pending, and keeps it until it is saved or cancelled', async () => {
    const actor = withKeptEdit(1);
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(actor.getSnapshot().context.edit).toEqual(kept);
    expect(typedEdit(3).toKept(actor.getSnapshot())).toEqual(kept);
    actor.send({ type: 'thread.editCancelled' });
    expect(typedEdit(3).toKept(actor.getSnapshot())).toBeNull();
  });

  it('lets it go once support has started on the ticket: it could not be saved', async () => {
    const actor = withKeptEdit(2);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.edit).toBeNull();
    expect(typedEdit(3).isKept(kept)).toBe(true);
    expect(typedEdit(3).isKept({ description: 1 })).toBe(false);
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
    expect(draft.isKept({ text: 'Hi', key: 7 })).toBe(false);
    expect(draft.isKept(null)).toBe(false);
  });
});
