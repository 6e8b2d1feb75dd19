import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFeedbackActors } from '../../machines/feedback/feedback.actors';
import { loadFaqPage } from '../../machines/feedback/feedback.lists';
import { feedbackMachine } from '../../machines/feedback/feedback.machine';
import { contactProblem } from '../../machines/feedback/feedback.rules';
import { TYPED_FEEDBACK } from '../../machines/feedback/feedback.typed';
import type {
  CanHandleOutcome,
  CreateInput,
  CreateOutcome,
  FeedbackType,
  OpenTicketsOutcome,
  TypedFeedback,
  UploadInput,
  UploadOutcome,
} from '../../machines/feedback/feedback.types';
import type { ApiClient } from '../../services/api/client';
import { endpoints } from '../../services/api/endpoints';
import { ApiFault } from '../../services/api/result';
import { createLocalStore, createMemoryBackend } from '../../services/storage/localStore';

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });

interface Overrides {
  /** One answer for every check, or one per check in turn. */
  canHandle?: CanHandleOutcome | CanHandleOutcome[];
  create?: (input: CreateInput) => Promise<CreateOutcome>;
  typed?: TypedFeedback | null;
  /** Preselected by a link (`?type=`). */
  type?: FeedbackType;
  /** The answer to the nth upload (1 first); by default every upload lands. */
  upload?: (nth: number) => UploadOutcome;
}

function start(overrides: Overrides = {}) {
  const uploads: UploadInput[] = [];
  const creates: CreateInput[] = [];
  const machine = feedbackMachine.provide({
    actors: {
      fetchOpenTickets: fromPromise<OpenTicketsOutcome, void>(async () => ({ ok: true, types: [] })),
      checkCanHandle: fromPromise(async (): Promise<CanHandleOutcome> => {
        const answer = Array.isArray(overrides.canHandle) ? overrides.canHandle.shift() : overrides.canHandle;
        return answer ?? { canHandle: true };
      }),
      uploadImage: fromPromise<UploadOutcome, UploadInput>(async ({ input }) => {
        uploads.push(input);
        if (overrides.upload) return overrides.upload(uploads.length);
        return { ok: true, url: `/files/${uploads.length - 1}.jpg` };
      }),
      createTicket: fromPromise<CreateOutcome, CreateInput>(async ({ input }) => {
        creates.push(input);
        return overrides.create ? overrides.create(input) : { kind: 'created', id: 11 };
      }),
    },
  });
  const actor = createActor(machine, { input: { submissionKey: overrides.typed ? 'key-2' : 'key-1', typed: overrides.typed, type: overrides.type } }).start();
  return { actor, uploads, creates };
}

/** A create whose first answer is lost (the connection drops); the next one files ticket `id`. */
function lostOnce(id = 14) {
  let calls = 0;
  return async (): Promise<CreateOutcome> => {
    calls += 1;
    if (calls === 1) throw new ApiFault('network', '/feedback/create');
    return { kind: 'created', id };
  };
}

function fillPaymentTicket(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'feedback.typeChosen', ticketType: 1 });
  actor.send({ type: 'feedback.fieldChanged', field: 'description', value: 'Paid Monday, still shows unpaid' });
  actor.send({ type: 'feedback.fieldChanged', field: 'receiverAccount', value: '0123456789' });
  actor.send({ type: 'feedback.fieldChanged', field: 'contact', value: '0803 123 4567' });
}

describe('feedback journeys', () => {
  it('files a payment ticket with an image: upload, then create with the urls and the idempotency key', async () => {
    const { actor, uploads, creates } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.submitted' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ id: 11 });
    expect(uploads).toEqual([{ type: 1, file: expect.any(Blob) }]);
    expect(creates).toEqual([
      {
        draft: { type: 1, description: 'Paid Monday, still shows unpaid', receiverAccount: '0123456789', contact: '0803 123 4567' },
        urls: ['/files/0.jpg'],
        submissionKey: 'key-1',
      },
    ]);
  });

  it('a retry after a lost create answer sends no photo again: the server has them (FAULTS F41)', async () => {
    const { actor, uploads, creates } = start({ create: lostOnce() });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toHaveLength(2);
    expect(creates.map((create) => create.urls)).toEqual([
      ['/files/0.jpg', '/files/1.jpg'],
      ['/files/0.jpg', '/files/1.jpg'],
    ]);
  });

  it('a photo refused half-way: the retry sends that photo and the ones after it, not the ones that landed', async () => {
    const { actor, uploads, creates } = start({
      upload: (nth) => (nth === 2 ? { ok: false, code: 1204, msg: 'try again' } : { ok: true, url: `/files/${nth}.jpg` }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    for (let n = 0; n < 3; n++) actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toHaveLength(4);
    expect(creates[0]?.urls).toEqual(['/files/1.jpg', '/files/3.jpg', '/files/4.jpg']);
  });

  it('a ticket refused, or moved to another type, sends its photos afresh', async () => {
    let refusals = 1;
    const { actor, uploads } = start({
      create: async () => (refusals-- > 0 ? { kind: 'refused', code: 1, msg: 'a photo expired' } : { kind: 'created', id: 12 }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.images[0]?.url).toBeUndefined();
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toHaveLength(2);

    // Sent as a payment receipt (a credential), then the ticket becomes "Other": a plain file now.
    const other = start({ create: lostOnce() });
    await waitFor(other.actor, (s) => s.matches('editing'));
    fillPaymentTicket(other.actor);
    other.actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    other.actor.send({ type: 'feedback.submitted' });
    await waitFor(other.actor, (s) => s.matches('editing') && s.context.error !== null);
    other.actor.send({ type: 'feedback.typeChosen', ticketType: 3 });
    other.actor.send({ type: 'feedback.submitted' });
    await waitFor(other.actor, (s) => s.status === 'done');
    expect(other.uploads.map((upload) => upload.type)).toEqual([1, 3]);
  });

  it('shows field problems only after a submit attempt and does not call the server', async () => {
    const { actor, creates } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.attempted).toBe(false);
    actor.send({ type: 'feedback.submitted' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    expect(creates).toHaveLength(0);
  });

  it('stops at "blocked" when a ticket of that type is open, and lets the borrower pick another type', async () => {
    const { actor, creates } = start({ canHandle: { canHandle: false, openTicketId: 4 } });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    const blocked = await waitFor(actor, (s) => s.matches('blocked'));
    expect(blocked.context.openTicketId).toBe(4);
    expect(blocked.context.openTypes).toContain(1);
    actor.send({ type: 'feedback.otherTypeRequested' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.draft.type).toBeNull();
    expect(actor.getSnapshot().context.draft.description).toBe('Paid Monday, still shows unpaid');
    expect(creates).toHaveLength(0);
  });

  it('files once on a double tap', async () => {
    const { actor, creates } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates).toHaveLength(1);
  });

  it('refuses a fourth image, a PDF and removes a chosen image', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'feedback.imageAdded', file: new Blob(['%PDF'], { type: 'application/pdf' }) });
    expect(actor.getSnapshot().context.imageProblem).toBe('unsupportedImage');
    for (let i = 0; i < 4; i++) actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    expect(actor.getSnapshot().context.images).toHaveLength(3);
    expect(actor.getSnapshot().context.imageProblem).toBe('tooManyImages');
    actor.send({ type: 'feedback.imageRemoved', id: 2 });
    expect(actor.getSnapshot().context.images.map((image) => image.id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.imageProblem).toBeNull();
  });

  it('keeps the draft after a lost answer and retries with the same idempotency key', async () => {
    const { actor, creates } = start({ create: lostOnce(12) });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(failed.context.error).toEqual({ kind: 'fault', reason: 'network' });
    expect(failed.context.draft.contact).toBe('0803 123 4567');
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates.map((c) => c.submissionKey)).toEqual(['key-1', 'key-1']);
  });

  it('a lost answer whose ticket was filed: the retry is not refused as "already open", it ends with that ticket', async () => {
    const { actor, creates } = start({
      // The server filed it: its type is open at the retry, and the same key is answered with that ticket.
      canHandle: [{ canHandle: true }, { canHandle: false, openTicketId: 12 }],
      create: lostOnce(12),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.submitted' });
    const done = await waitFor(actor, (s) => s.status === 'done' || s.matches('blocked'));
    expect(done.status).toBe('done');
    expect(done.context.createdId).toBe(12);
    expect(creates.map((c) => c.submissionKey)).toEqual(['key-1', 'key-1']);
    expect(TYPED_FEEDBACK.toKept(done), 'nothing kept to pre-fill the next ticket').toBeNull();
  });
});

describe('a ticket changed after a lost answer is another ticket', () => {
  it('another type, then another problem, each after a lost answer, go with a new key', async () => {
    let calls = 0;
    const { actor, creates } = start({
      create: async () => {
        calls += 1;
        if (calls < 3) throw new ApiFault('timeout', '/feedback/create');
        return { kind: 'created', id: 13 };
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.typeChosen', ticketType: 3 });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null && calls === 2);
    actor.send({ type: 'feedback.fieldChanged', field: 'description', value: 'The app shows the wrong due date' });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates.map((c) => [c.draft.type, c.submissionKey])).toEqual([
      [1, 'key-1'],
      [3, 'key-1-1'],
      [3, 'key-1-2'],
    ]);
  });

  it('a photo added, or one removed, after a lost answer is another ticket: a new key, so it is never answered with the first', async () => {
    const { actor, creates } = start({ create: async () => Promise.reject(new ApiFault('network', '/feedback/create')) });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.imageAdded', file: jpeg() });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null && creates.length === 2);
    const added = actor.getSnapshot().context.images[0]?.id as number;
    actor.send({ type: 'feedback.imageRemoved', id: added });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null && creates.length === 3);
    expect(creates.map((c) => [c.urls.length, c.submissionKey])).toEqual([
      [0, 'key-1'],
      [1, 'key-1-1'],
      [0, 'key-1-2'],
    ]);
  });
});

describe('the doubt about a lost create outlives what clears its message', () => {
  it('a reload: the problem edited afterwards is another ticket, with a new key', async () => {
    const first = start({ create: lostOnce() });
    await waitFor(first.actor, (s) => s.matches('editing'));
    fillPaymentTicket(first.actor);
    first.actor.send({ type: 'feedback.submitted' });
    const lost = await waitFor(first.actor, (s) => s.matches('editing') && s.context.error !== null);
    const typed = TYPED_FEEDBACK.toKept(lost);
    first.actor.stop();
    expect(TYPED_FEEDBACK.isKept(JSON.parse(JSON.stringify(typed)))).toBe(true);

    const again = start({ typed, create: async () => ({ kind: 'created', id: 15 }) });
    await waitFor(again.actor, (s) => s.matches('editing'));
    again.actor.send({ type: 'feedback.fieldChanged', field: 'description', value: 'Paid Tuesday, still shows unpaid' });
    again.actor.send({ type: 'feedback.fieldChanged', field: 'receiverAccount', value: '0123456789' });
    again.actor.send({ type: 'feedback.submitted' });
    await waitFor(again.actor, (s) => s.status === 'done');
    expect([...first.creates, ...again.creates].map((c) => [c.draft.description, c.submissionKey])).toEqual([
      ['Paid Monday, still shows unpaid', 'key-1'],
      ['Paid Tuesday, still shows unpaid', 'key-1-1'],
    ]);
  });

  it('a reload while the ticket is being filed loses the answer: sent as kept it reuses the key, any field typed again takes a new one', async () => {
    const first = start({ create: () => new Promise<CreateOutcome>(() => undefined) });
    await waitFor(first.actor, (s) => s.matches('editing'));
    fillPaymentTicket(first.actor);
    first.actor.send({ type: 'feedback.submitted' });
    const typed = TYPED_FEEDBACK.toKept(await waitFor(first.actor, (s) => s.matches('creating')));
    first.actor.stop();
    // The account paid into is not kept on the phone: sent without it, the same key gets the first ticket's answer.
    const same = start({ typed });
    await waitFor(same.actor, (s) => s.matches('editing'));
    same.actor.send({ type: 'feedback.submitted' });
    await waitFor(same.actor, (s) => s.status === 'done');
    const edited = start({ typed });
    await waitFor(edited.actor, (s) => s.matches('editing'));
    edited.actor.send({ type: 'feedback.fieldChanged', field: 'receiverAccount', value: '0123456780' });
    edited.actor.send({ type: 'feedback.submitted' });
    await waitFor(edited.actor, (s) => s.status === 'done');
    expect([...first.creates, ...same.creates, ...edited.creates].map((c) => [c.draft.receiverAccount, c.submissionKey])).toEqual([
      ['0123456789', 'key-1'],
      ['', 'key-1'],
      ['0123456780', 'key-1-1'],
    ]);
  });

  it('a link to another type opens another ticket: a new key for the kept text', async () => {
    const typed: TypedFeedback = { type: 3, description: 'The app shows the wrong due date', contact: 'ada@gmail.com', submissionKey: 'key-1', keyInDoubt: true };
    const { actor, creates } = start({ typed, type: 1 });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'feedback.fieldChanged', field: 'receiverAccount', value: '0123456789' });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates.map((c) => [c.draft.type, c.submissionKey])).toEqual([[1, 'key-1-1']]);
  });

  it('the same type tapped again clears the message, not the doubt', async () => {
    const { actor, creates } = start({ create: lostOnce() });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.typeChosen', ticketType: 1 });
    actor.send({ type: 'feedback.fieldChanged', field: 'description', value: 'Paid Tuesday, still shows unpaid' });
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates.map((c) => c.submissionKey)).toEqual(['key-1', 'key-1-1']);
  });

  it('a refused create: the next try is a new request, with a new key', async () => {
    let calls = 0;
    const { actor, creates } = start({
      create: async () => ((calls += 1), calls === 1 ? { kind: 'refused', code: 500, msg: 'try later' } : { kind: 'created', id: 16 }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fillPaymentTicket(actor);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    actor.send({ type: 'feedback.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(creates.map((c) => c.submissionKey)).toEqual(['key-1', 'key-1-1']);
  });
});

describe('feedback actors', () => {
  function fakeApi(answer: (path: string) => unknown) {
    const call = vi.fn(async (endpoint: { path: string }) => ({ ok: true, data: answer(endpoint.path) }));
    return { api: { call } as unknown as ApiClient, call };
  }

  it('downscales then uploads receipts of payment tickets as credentials, other files as files', async () => {
    const { api, call } = fakeApi(() => ({ url: '/u.jpg' }));
    const prepare = vi.fn(async (file: Blob) => new Blob([file], { type: 'image/jpeg' }));
    const actors = createFeedbackActors({ api }, prepare);
    const upload = async (type: 1 | 3) => {
      const actor = createActor(actors.uploadImage, { input: { type, file: jpeg() } });
      actor.start();
      return waitFor(actor, (s) => s.status === 'done');
    };
    expect((await upload(1)).output).toEqual({ ok: true, url: '/u.jpg' });
    await upload(3);
    expect(call.mock.calls.map(([endpoint]) => endpoint)).toEqual([
      endpoints.support.feedbackUploadCredential,
      endpoints.support.feedbackUploadFile,
    ]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('answers "unreadable" when a photo cannot be prepared, without uploading it', async () => {
    const { api, call } = fakeApi(() => ({ url: '/u.jpg' }));
    const actors = createFeedbackActors({ api }, async () => {
      throw new Error('cannot decode');
    });
    const actor = createActor(actors.uploadImage, { input: { type: 1, file: jpeg() } }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ ok: false, unreadable: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the submission key as idempotency key and maps "open ticket of this type"', async () => {
    // The type's open ticket could not be read: the refusal still maps, without a link.
    const call = vi.fn(async () => ({ ok: false, kind: 'business', code: 1201, msg: 'open' }));
    const actors = createFeedbackActors({ api: { call } as unknown as ApiClient }, async (file) => file);
    const actor = createActor(actors.createTicket, {
      input: { draft: { type: 3, description: ' x ', receiverAccount: 'ignored', contact: ' a@b.co ' }, urls: [], submissionKey: 'k-7' },
    }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ kind: 'openOfType', openTicketId: null });
    expect(call).toHaveBeenCalledWith(
      endpoints.support.feedbackCreate,
      { type: 3, description: 'x', receiverAccount: '', images: [], contact: 'a@b.co' },
      expect.objectContaining({ idempotencyKey: 'k-7' }),
    );
  });

  it('"open ticket of this type" names that ticket, so the borrower can open it', async () => {
    const call = vi.fn(async (endpoint: { path: string }) =>
      endpoint.path === '/feedback/create'
        ? { ok: false, kind: 'business', code: 1201, msg: 'open' }
        : { ok: true, data: { canHandle: false, openTicketId: 7 } },
    );
    const actors = createFeedbackActors({ api: { call } as unknown as ApiClient }, async (file) => file);
    const actor = createActor(actors.createTicket, {
      input: { draft: { type: 1, description: 'Paid twice', receiverAccount: '', contact: 'a@b.co' }, urls: [], submissionKey: 'k-8' },
    }).start();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ kind: 'openOfType', openTicketId: 7 });
    expect(call).toHaveBeenLastCalledWith(endpoints.support.feedbackCanHandle, { type: 1 }, expect.objectContaining({ silent: true }));
  });
});

describe('FAQ cache (faqData)', () => {
  it('stores a fresh FAQ and falls back to it when offline', async () => {
    const store = createLocalStore(createMemoryBackend());
    const list = [{ id: 1, question: 'Q', answer: 'A' }];
    let online = true;
    const api = {
      call: vi.fn(async () => {
        if (!online) throw new ApiFault('offline', '/feedback/list/question_answer');
        return { ok: true, data: { list } };
      }),
    } as unknown as ApiClient;
    const load = loadFaqPage({ api, store }, () => 'en');
    const signal = new AbortController().signal;
    expect(await load(1, signal)).toEqual({ ok: true, page: { items: list, total: 1 } });
    expect(store.getJson('faqData')).toEqual({ language: 'en', list });
    online = false;
    expect(await load(1, signal)).toEqual({ ok: true, page: { items: list, total: 1, fromCache: true } });
    const spanish = loadFaqPage({ api, store }, () => 'es');
    await expect(spanish(1, signal)).rejects.toBeInstanceOf(ApiFault);
  });
});

describe('where support replies', () => {
  it('takes any email address that can exist, however long, and a phone number; nothing longer than an address can be', () => {
    expect(contactProblem(`${'a'.repeat(64)}@${'b'.repeat(40)}.example.com`)).toBeNull();
    expect(contactProblem('+234 803 123 4567')).toBeNull();
    expect(contactProblem(`${'a'.repeat(250)}@b.com`)).toBe('contactInvalid');
  });
});
