import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app';
import { encodeRequest } from '../../services/protocol/envelope';
import { callApi, PACKAGE_NAME, signUp, type LooseJson } from './apiClient';

const MOBILE = '08031234567';
let sb: Sandbox;
let token: string;

async function upload(path: string, file: Blob | null, lang: 'en' | 'es' = 'en') {
  const encoded = encodeRequest({ path, payload: {}, packageName: PACKAGE_NAME, nowMs: Date.now() });
  const form = new FormData();
  if (file) form.append('file', file, 'proof.jpg');
  form.append(encoded.field, encoded.encryptedPayload);
  const response = await sb.app.request(`/api/${encoded.encryptedPath}`, {
    method: 'POST',
    headers: { packageName: PACKAGE_NAME, appName: 'Test', afid: 'afid-1', lang, Authorization: token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { url: string } };
}

const control = (path: string, body?: unknown) =>
  sb.app.request(`/sandbox${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

const paymentTicket = { type: 1, description: 'I paid but the loan shows unpaid', receiverAccount: '0123456789', contact: 'me@gmail.com' };
/** What a stored ticket holds (GET /sandbox/users/:mobile/feedback): the app's fields and the sandbox's own. */
const TICKET_FIELDS = ['contact', 'createTime', 'description', 'id', 'images', 'messages', 'receiverAccount', 'status', 'type'];

async function storedTickets(mobile = MOBILE, market = 'ng'): Promise<LooseJson[]> {
  const answer = await control(`/users/${mobile}/feedback?market=${market}`);
  return ((await answer.json()) as { tickets: LooseJson[] }).tickets;
}

async function mxToken(mobile: string) {
  const answer = await callApi<{ token: string }>(sb.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' }, { lang: 'es' });
  return answer.data.token;
}

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://', assessSeconds: 0 });
}, 60_000);
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.app.request('/sandbox/reset', { method: 'POST' });
  token = await signUp(sb.app, MOBILE);
});

describe('feedback tickets', () => {
  it('creates a pending ticket with a proof image, lists it and greets with a support message', async () => {
    const image = await upload('/feedback/upload/credential', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    expect(image.code).toBe(0);
    const created = await callApi(sb.app, '/feedback/create', { ...paymentTicket, images: [image.data.url] }, { token });
    expect(created.code).toBe(0);

    const list = await callApi(sb.app, '/feedback/list/feedback', { page: 1, pageSize: 20 }, { token });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id: created.data.id, type: 1, status: 1, images: [image.data.url] });
    expect(list.data.list[0].messages).toBeUndefined();

    const messages = await callApi(sb.app, '/feedback/list/leave-message', { feedbackId: created.data.id }, { token });
    expect(messages.data.list).toEqual([expect.objectContaining({ from: 'service' })]);

    const served = await sb.app.request(image.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('allows one open ticket per type: canHandle and create both refuse a second payment ticket', async () => {
    const first = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    const check = await callApi(sb.app, '/feedback/check/canHandle', { type: 1 }, { token, method: 'GET' });
    expect(check.data).toEqual({ canHandle: false, openTicketId: first.data.id });
    expect((await callApi(sb.app, '/feedback/check/canHandle', { type: 3 }, { token, method: 'GET' })).data.canHandle).toBe(true);
    const second = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    expect(second.code).toBe(1201);
    const open = await callApi(sb.app, '/feedback/check/notHandle', {}, { token, method: 'GET' });
    expect(open.data).toEqual({ count: 1, types: [1] });
  });

  it('lets QA move a ticket to done; the borrower sees it and can no longer leave messages', async () => {
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    expect((await callApi(sb.app, '/feedback/add/leaveMsg', { feedbackId: data.id, content: 'Any news?' }, { token })).code).toBe(0);
    const moved = await control(`/users/${MOBILE}/feedback/${data.id}`, { status: 3 });
    expect(await moved.json()).toEqual({ id: data.id, status: 3 });

    const detail = await callApi(sb.app, '/feedback/detail', { id: data.id }, { token, method: 'GET' });
    expect(detail.data.status).toBe(3);
    const thread = await callApi(sb.app, '/feedback/list/leave-message', { feedbackId: data.id }, { token });
    expect(thread.data.list.map((m: { from: string }) => m.from)).toEqual(['service', 'user', 'service']);
    expect((await callApi(sb.app, '/feedback/add/leaveMsg', { feedbackId: data.id, content: 'Thanks' }, { token })).code).toBe(1203);
    expect((await callApi(sb.app, '/feedback/check/canHandle', { type: 1 }, { token, method: 'GET' })).data.canHandle).toBe(true);
  });

  it('rejects a bad control status and an unknown ticket', async () => {
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    expect((await control(`/users/${MOBILE}/feedback/${data.id}`, { status: 7 })).status).toBe(400);
    expect((await control(`/users/${MOBILE}/feedback/99`, { status: 3 })).status).toBe(404);
    expect((await callApi(sb.app, '/feedback/detail', { id: 99 }, { token, method: 'GET' })).code).toBe(1202);
  });

  it('refuses uploads that are not images, missing or over 2 MB, in the lang header\'s language', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    expect(await upload('/feedback/uploadFile', pdf)).toMatchObject({ code: 1204, msg: 'only JPEG, PNG or WebP images are accepted' });
    expect(await upload('/feedback/uploadFile', null)).toMatchObject({ code: 1204, msg: 'choose an image to upload' });
    expect(await upload('/feedback/uploadFile', big)).toMatchObject({ code: 1204, msg: 'the image is larger than 2 MB' });
    expect(await upload('/feedback/upload/credential', pdf, 'es')).toMatchObject({ code: 1204, msg: 'Solo se aceptan imágenes JPEG, PNG o WebP.' });
    expect(await upload('/feedback/upload/credential', null, 'es')).toMatchObject({ code: 1204, msg: 'Elige una imagen para subir.' });
    expect(await upload('/feedback/upload/credential', big, 'es')).toMatchObject({ code: 1204, msg: 'La imagen pesa más de 2 MB.' });
  });

  it("refuses a ticket naming an image this borrower's upload did not issue, in the request's language", async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const mine = await upload('/feedback/upload/credential', jpeg);
    const madeUp = `/sandbox/files/feedback/credential-1-abcdef012345.jpg`;
    const refused = await callApi(sb.app, '/feedback/create', { ...paymentTicket, images: [mine.data.url, madeUp] }, { token });
    expect(refused).toMatchObject({ code: 1204, msg: 'upload the images again' });
    const elsewhere = await callApi(sb.app, '/feedback/create', { ...paymentTicket, images: ['https://example.test/a.jpg'] }, { token, lang: 'es' });
    expect(elsewhere).toMatchObject({ code: 1204, msg: 'Vuelve a subir las imágenes.' });

    token = await signUp(sb.app, '08039876543');
    const someoneElses = await callApi(sb.app, '/feedback/create', { ...paymentTicket, images: [mine.data.url] }, { token });
    expect(someoneElses).toMatchObject({ code: 1204 });
    expect(await storedTickets('08039876543')).toEqual([]);
    expect(await storedTickets()).toEqual([]);
  });

  it('refuses a ticket with more than three images or an empty description (HTTP 400)', async () => {
    const tooMany = await callApi(sb.app, '/feedback/create', { ...paymentTicket, images: ['a', 'b', 'c', 'd'] }, { token });
    expect(tooMany.status).toBe(400);
    const empty = await callApi(sb.app, '/feedback/create', { ...paymentTicket, description: '  ' }, { token });
    expect(empty.status).toBe(400);
  });

  it('takes a phone number or an email address as the contact, as the app form does, on create and edit', async () => {
    const noContact = await callApi(sb.app, '/feedback/create', { ...paymentTicket, contact: 'abc' }, { token });
    expect(noContact).toMatchObject({ status: 400, code: 40002, msg: 'contact: a phone number or an email address' });
    const email = await callApi(sb.app, '/feedback/create', { ...paymentTicket, contact: ' ada@example.com ' }, { token });
    expect(email.code).toBe(0);
    expect((await callApi(sb.app, '/feedback/edit', { id: email.data.id, contact: 'call me' }, { token })).status).toBe(400);
    expect((await callApi(sb.app, '/feedback/edit', { id: email.data.id, contact: '+234 803 123 4567' }, { token })).code).toBe(0);
    // A long address the form takes is taken here too; one longer than any address can be is not.
    const long = `${'a'.repeat(64)}@${'b'.repeat(40)}.example.com`;
    expect((await callApi(sb.app, '/feedback/edit', { id: email.data.id, contact: long }, { token })).code).toBe(0);
    expect((await callApi(sb.app, '/feedback/edit', { id: email.data.id, contact: `${'a'.repeat(250)}@b.com` }, { token })).status).toBe(400);
  });

  it('lets the borrower close a ticket and edit only a pending one', async () => {
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    expect((await callApi(sb.app, '/feedback/edit', { id: data.id, description: 'Updated' }, { token })).code).toBe(0);
    expect((await callApi(sb.app, '/feedback/update/status', { id: data.id, status: 3 }, { token })).code).toBe(0);
    expect((await callApi(sb.app, '/feedback/edit', { id: data.id, description: 'Again' }, { token })).code).toBe(1203);
  });

  it('creates a ticket from the fields the app sends only: id, status, messages and unknown fields are ignored', async () => {
    const first = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    const hostile = { type: 2, description: 'Rollover not applied', contact: 'me@gmail.com', id: first.data.id, status: 3, createTime: 0, extra: 'x' };
    const second = await callApi(sb.app, '/feedback/create', hostile, { token });
    expect(second.code).toBe(0);
    expect(second.data.id).not.toBe(first.data.id);
    const noThread = await callApi(sb.app, '/feedback/create', { type: 3, description: 'Other', contact: 'me@gmail.com', messages: null }, { token });
    expect(noThread).toMatchObject({ status: 200, code: 0 });

    const tickets = await storedTickets();
    expect(tickets.map((t) => t.id).sort()).toEqual([1, 2, 3]);
    expect(tickets.find((t) => t.id === first.data.id)).toMatchObject({ type: 1, description: paymentTicket.description });
    expect(tickets.find((t) => t.id === second.data.id)).toMatchObject({ type: 2, status: 1 });
    // The payload's `timestamp` (every call has one) is not a ticket field either.
    for (const ticket of tickets) expect(Object.keys(ticket).sort()).toEqual(TICKET_FIELDS);
    expect(tickets.every((t) => t.messages.length === 1 && t.messages[0].from === 'service')).toBe(true);
  });

  it('edits only the description and contact, so the thread keeps working after a hostile edit', async () => {
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    const patch = { id: data.id, description: 'Paid on Monday', status: 3, type: 3, messages: null, createTime: 0, extra: 'x' };
    expect((await callApi(sb.app, '/feedback/edit', patch, { token })).code).toBe(0);
    const [ticket] = await storedTickets();
    expect(ticket).toMatchObject({ id: data.id, type: 1, status: 1, description: 'Paid on Monday', contact: paymentTicket.contact });
    expect(Object.keys(ticket).sort()).toEqual(TICKET_FIELDS);
    const message = await callApi(sb.app, '/feedback/add/leaveMsg', { feedbackId: data.id, content: 'Any news?' }, { token });
    expect(message).toMatchObject({ status: 200, code: 0 });
  });

  it('gives tickets created together their own ids, and one open ticket per type still holds', async () => {
    const created = await Promise.all(
      [1, 2, 3].map((type) => callApi(sb.app, '/feedback/create', { ...paymentTicket, type, receiverAccount: '' }, { token })),
    );
    expect(created.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(new Set(created.map((answer) => answer.data.id)).size).toBe(3);
    expect((await storedTickets()).map((t) => t.type).sort()).toEqual([1, 2, 3]);

    await sb.app.request('/sandbox/reset', { method: 'POST' });
    token = await signUp(sb.app, MOBILE);
    const sameType = await Promise.all(['k-a', 'k-b'].map((idempotencyKey) => callApi(sb.app, '/feedback/create', paymentTicket, { token, idempotencyKey })));
    expect(sameType.map((answer) => answer.code).sort()).toEqual([0, 1201]);
    expect(await storedTickets()).toHaveLength(1);
  });

  it('replays a create sent twice with one idempotency key instead of refusing the second', async () => {
    const send = () => callApi(sb.app, '/feedback/create', paymentTicket, { token, idempotencyKey: 'create-1' });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(b.data.id).toBe(a.data.id);
    expect(await storedTickets()).toHaveLength(1);
  });

  it('keeps every message the borrower sends at once, each with its own id', async () => {
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    const texts = ['One', 'Two', 'Three'];
    const sent = await Promise.all(texts.map((content) => callApi(sb.app, '/feedback/add/leaveMsg', { feedbackId: data.id, content }, { token })));
    expect(new Set(sent.map((answer) => answer.data.message.id)).size).toBe(3);
    const thread = await callApi(sb.app, '/feedback/list/leave-message', { feedbackId: data.id }, { token });
    expect(thread.data.list.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4]);
    expect(thread.data.list.slice(1).map((m: { content: string }) => m.content).sort()).toEqual([...texts].sort());
  });

  it("writes QA's default replies in the language of the ticket owner's market unless lang says otherwise", async () => {
    const mxMobile = '5512340301';
    const mx = await mxToken(mxMobile);
    const { data } = await callApi(sb.app, '/feedback/create', paymentTicket, { token: mx, lang: 'es' });
    await control(`/users/${mxMobile}/feedback/${data.id}?market=mx`, { status: 2 });
    await control(`/users/${mxMobile}/feedback/${data.id}?market=mx`, { status: 3, lang: 'en' });
    const [mxTicket] = await storedTickets(mxMobile, 'mx');
    expect(mxTicket.messages.map((m: { content: string }) => m.content)).toEqual([
      'Recibimos tu reporte. Nuestro equipo responde entre las 9:00 y las 18:00.',
      'Estamos revisando tu caso.',
      'Your ticket has been resolved. Thank you for your patience.',
    ]);

    const ng = await callApi(sb.app, '/feedback/create', paymentTicket, { token });
    await control(`/users/${MOBILE}/feedback/${ng.data.id}`, { status: 2 });
    await control(`/users/${MOBILE}/feedback/${ng.data.id}`, { status: 3, lang: 'es' });
    const [ngTicket] = await storedTickets();
    expect(ngTicket.messages.slice(1).map((m: { content: string }) => m.content)).toEqual(['We are checking your case now.', 'Tu reporte fue resuelto. Gracias por tu paciencia.']);
  });

  it('answers the FAQ in the language of the lang header', async () => {
    const faq = await callApi(sb.app, '/feedback/list/question_answer', {}, { method: 'GET' });
    expect(faq.data.list.length).toBeGreaterThan(3);
    expect(faq.data.list[0].question).toMatch(/assessment/);
  });
});

describe('user centre and device', () => {
  it('reports a new version only for an older edition', async () => {
    expect((await callApi(sb.app, '/app/getNewVersion', { edition: '1.2.9' }, { method: 'GET' })).data.hasNew).toBe(true);
    expect((await callApi(sb.app, '/app/getNewVersion', { edition: '1.4.0' }, { method: 'GET' })).data.hasNew).toBe(false);
    const address = await callApi(sb.app, '/app-download/getAddress', {}, { method: 'GET' });
    expect(address.data.url).toContain(PACKAGE_NAME);
  });

  it('activates a device once', async () => {
    const check = () => callApi(sb.app, '/user/device/check-activation', { afid: 'dev-1' }, { token, method: 'GET' });
    expect((await check()).data.activated).toBe(false);
    expect((await callApi(sb.app, '/user/device/addActive', { afid: 'dev-1' }, { token })).data.activated).toBe(true);
    expect((await check()).data.activated).toBe(true);
  });
});

describe('loan marketplace', () => {
  it('applies to a product once (idempotent), lists the order, then repays it', async () => {
    const products = await callApi(sb.app, '/loan/product/list-market', {}, { token, method: 'GET' });
    const product = products.data.list[0];
    const apply = () =>
      callApi(sb.app, '/loan/loan-order/apply-market', { productId: product.productId, loanAmount: product.minAmount, duration: product.termDays }, { token, idempotencyKey: 'k-1' });
    const [a, b] = await Promise.all([apply(), apply()]);
    expect(a.data.orderNo).toBe(b.data.orderNo);
    const orders = await callApi(sb.app, '/loan/loan-order/list-market', {}, { token, method: 'GET' });
    expect(orders.data.list).toHaveLength(1);
    expect(orders.data.list[0].status).toBe('repaying'); // assessSeconds 0: approved and paid at once
    const repay = await callApi(sb.app, '/loanMarket/repay/products', {}, { token, method: 'GET' });
    expect(repay.data.list[0].repayAmount).toBeGreaterThan(product.minAmount);
    const tones = await callApi(sb.app, '/loanMarket/repay-color', {}, { token, method: 'GET' });
    expect(tones.data.list[0].tone).toBe('normal');

    const again = await callApi(sb.app, '/loan/loan-order/apply-market-again', { productId: product.productId, loanAmount: product.minAmount }, { token });
    expect(again.code).toBe(1302); // still open
    const listed = async () => (await callApi(sb.app, '/loan/product/list-market', {}, { token, method: 'GET' })).data.list[0];
    expect(await listed()).toMatchObject({ productId: product.productId, appliedBefore: true, hasOpenOrder: true });
    await control(`/users/${MOBILE}/market/${a.data.orderNo}`, { status: 'finished' });
    expect(await listed()).toMatchObject({ appliedBefore: true, hasOpenOrder: false });
    const repeat = await callApi(sb.app, '/loan/loan-order/apply-market-again', { productId: product.productId, loanAmount: product.minAmount }, { token });
    expect(repeat.code).toBe(0);
  });

  it('refuses an amount outside the product range and apply-again without a previous order', async () => {
    const { data } = await callApi(sb.app, '/loan/product/list-market', {}, { token, method: 'GET' });
    const product = data.list[1];
    expect((await callApi(sb.app, '/loan/loan-order/apply-market', { productId: product.productId, loanAmount: 1 }, { token })).code).toBe(1104);
    const apply = (terms: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
      callApi(sb.app, '/loan/loan-order/apply-market', { productId: product.productId, ...terms }, { token, lang });
    // Whole amounts only, and the product's own term (each partner product has one).
    expect(await apply({ loanAmount: product.minAmount + 0.5, duration: product.termDays })).toMatchObject({ code: 1104, msg: 'The amount must be a whole number, without cents.' });
    expect(await apply({ loanAmount: product.minAmount + 0.5 }, 'es')).toMatchObject({ code: 1104, msg: 'El monto debe ser entero, sin centavos.' });
    for (const duration of [-1000, 0, product.termDays + 1]) {
      expect(await apply({ loanAmount: product.minAmount, duration })).toMatchObject({ code: 1105, msg: `This loan is for ${product.termDays} days.` });
    }
    expect(await apply({ loanAmount: product.minAmount, duration: 1 }, 'es')).toMatchObject({ code: 1105, msg: `Este préstamo es a ${product.termDays} días.` });
    expect((await callApi(sb.app, '/loan/loan-order/list-market', {}, { token })).data.list).toEqual([]);
    expect((await callApi(sb.app, '/loan/loan-order/apply-market-again', { productId: product.productId, loanAmount: product.minAmount }, { token })).code).toBe(1303);
  });

  it('saves market basic and additional info, recommends after a rejection only', async () => {
    const { data } = await callApi(sb.app, '/loanMarket/index', {}, { token, method: 'GET' });
    const productId = data.products[0].productId;
    expect((await callApi(sb.app, '/user/saveBasicInfo-market', { productId, fullName: 'Ada Obi', email: 'ada@gmail.com' }, { token })).code).toBe(0);
    // What the app's form accepts, the server takes; what it refuses, the server refuses too.
    for (const email of ['ada.@gmail.com', 'ada..obi@gmail.com', 'josé@correo.mx']) {
      expect((await callApi(sb.app, '/user/saveBasicInfo-market', { productId, fullName: 'Ada Obi', email }, { token })).code, email).toBe(0);
    }
    expect((await callApi(sb.app, '/user/saveBasicInfo-market', { productId, fullName: 'Ada Obi', email: 'ada@gmail' }, { token })).code).toBe(40002);
    expect((await callApi(sb.app, '/user/saveAdditionInfo-market', { productId, monthlyIncome: '30000-49999', employment: 'Employee' }, { token })).code).toBe(0);
    expect((await callApi(sb.app, '/app/isRejectRecommendation', {}, { token, method: 'GET' })).data.recommend).toBe(false);
    const service = await callApi(sb.app, '/loanMarket/customer-service', {}, { method: 'GET' });
    expect(service.data.hours).toBe('9:00-18:00');
    const record = await callApi(sb.app, '/loanMarket/lending-record', {}, { method: 'GET' });
    expect(record.data.list[0].maskedMobile).toContain('****');
  });
});
