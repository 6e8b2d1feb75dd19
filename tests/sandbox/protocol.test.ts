import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../services/protocol/cipher';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';
import { decryptHex, encryptHex, keyFor } from '../../sandbox/protocol';
import { PACKAGE_NAME, callApi } from './apiClient';

/** A GET call, and a POST call for the bodies below (each call is answered only on its method). */
const PATH = '/security/isRequiredVerificationCode';
const POST_PATH = '/security/getVerifyCode';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: 'memory://' });
}, 120_000);
afterAll(() => sandbox.close());

const headers = { packageName: PACKAGE_NAME, appName: 'Test', afid: 'a', lang: 'en' };
const encPath = (path = POST_PATH) => encryptText(path, PACKAGE_NAME);
const encPayload = (payload: unknown = { timestamp: Math.floor(Date.now() / 1000) }) => encryptText(JSON.stringify(payload), PACKAGE_NAME);

async function post(url: string, body: string, extraHeaders: Record<string, string> = {}) {
  const response = await sandbox.app.request(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', ...extraHeaders },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

async function expectStillServing() {
  const good = await callApi(sandbox.app, PATH, {}, { method: 'GET' });
  expect(good).toMatchObject({ status: 200, code: 0, data: { required: true } });
}

describe('cipher agreement between node:crypto and the client crypto-js code', { timeout: 60_000 }, () => {
  it('uses the package name right-padded with 0 and cut to 16 as the key', () => {
    expect(keyFor('com.a').toString()).toBe('com.a00000000000');
    expect(keyFor('com.example.loan.app.long').toString()).toBe('com.example.loan');
  });

  it('matches a raw aes-128-ecb vector computed here', () => {
    const cipher = createCipheriv('aes-128-ecb', Buffer.from('com.example.loan'), null);
    const expected = Buffer.concat([cipher.update('/loan/loan-order/latest'), cipher.final()]).toString('hex');
    expect(encryptHex('/loan/loan-order/latest', keyFor(PACKAGE_NAME))).toBe(expected);
    expect(encryptText('/loan/loan-order/latest', PACKAGE_NAME)).toBe(expected);
  });

  it('decrypts what the client encrypts and the reverse, including non-ASCII text', () => {
    const text = JSON.stringify({ name: 'José Núñez', timestamp: 1_763_700_000 });
    expect(decryptHex(encryptText(text, PACKAGE_NAME), keyFor(PACKAGE_NAME), 'payload')).toBe(text);
    expect(decryptText(encryptHex(text, keyFor(PACKAGE_NAME)), PACKAGE_NAME)).toBe(text);
  });
});

describe('requests the sandbox cannot use answer 400 with a clear code, and it keeps serving', { timeout: 60_000 }, () => {
  const cases: { name: string; url: () => string; body: () => string; code: number; msg: RegExp; headers?: Record<string, string> }[] = [
    { name: 'odd-length hex payload', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: `${encPayload()}a` }), code: 40001, msg: /odd number of hex digits/ },
    { name: 'non-hex payload', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: 'zz'.repeat(16) }), code: 40001, msg: /not hex/ },
    { name: 'payload not whole blocks', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: encPayload().slice(0, 30) }), code: 40001, msg: /whole AES blocks/ },
    {
      name: 'payload under another key',
      url: () => `/api/${encPath()}`,
      body: () => JSON.stringify({ ABCDE123: encryptText(JSON.stringify({ timestamp: 1 }), 'other.package') }),
      code: 40001,
      msg: /did not decrypt/,
    },
    {
      name: 'truncated JSON payload',
      url: () => `/api/${encPath()}`,
      body: () => JSON.stringify({ ABCDE123: encryptText('{"timestamp":17', PACKAGE_NAME) }),
      code: 40002,
      msg: /not valid JSON/,
    },
    {
      name: 'payload without timestamp',
      url: () => `/api/${encPath()}`,
      body: () => JSON.stringify({ ABCDE123: encPayload({ mobile: '1' }) }),
      code: 40002,
      msg: /timestamp/,
    },
    {
      name: 'timestamp in milliseconds',
      url: () => `/api/${encPath()}`,
      body: () => JSON.stringify({ ABCDE123: encPayload({ timestamp: Date.now() }) }),
      code: 40002,
      msg: /seconds, not milliseconds/,
    },
    { name: 'a JSON array payload', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: encryptText('[1]', PACKAGE_NAME) }), code: 40002, msg: /not a JSON object/ },
    { name: 'missing payload field', url: () => `/api/${encPath()}`, body: () => JSON.stringify({}), code: 40003, msg: /no encrypted payload field/ },
    { name: 'badly named payload field', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ abcde123: encPayload() }), code: 40003, msg: /no encrypted payload field/ },
    { name: 'two payload fields', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: encPayload(), FGHIJ456: encPayload() }), code: 40003, msg: /more than one/ },
    { name: 'a body that is not JSON', url: () => `/api/${encPath()}`, body: () => '{"ABCDE123":"12', code: 40002, msg: /body is not valid JSON/ },
    { name: 'garbage path', url: () => '/api/not-hex-at-all', body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40001, msg: /path is not hex/ },
    { name: 'odd-length path', url: () => `/api/${encPath()}f`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40001, msg: /path/ },
    { name: 'path under another key', url: () => `/api/${encryptText(POST_PATH, 'other.package')}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40001, msg: /path did not decrypt/ },
    { name: 'unknown endpoint', url: () => `/api/${encPath('/no/such/call')}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40004, msg: /unknown endpoint \/no\/such\/call/ },
    { name: 'a path that is not a path', url: () => `/api/${encPath('hello world')}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40004, msg: /unknown endpoint/ },
    { name: 'a country call sent to /api', url: () => `/api/${encPath('/country/meta/ip')}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40004, msg: /unknown endpoint/ },
    { name: 'an api call sent to /cou', url: () => `/cou/${encPath()}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40004, msg: /unknown endpoint/ },
    { name: 'nested garbage under /api', url: () => '/api/a/b/c', body: () => '{}', code: 40004, msg: /unknown endpoint/ },
    { name: 'no packageName header', url: () => `/api/${encPath()}`, body: () => JSON.stringify({ ABCDE123: encPayload() }), code: 40006, msg: /packageName/, headers: { packageName: '' } },
  ];

  for (const c of cases) {
    it(`${c.name} -> ${c.code}`, async () => {
      const answer = await post(c.url(), c.body(), c.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(c.code);
      expect(answer.body.msg).toMatch(c.msg);
      await expectStillServing();
    });
  }

  it('a GET with a malformed query answers 400 and the next GET works', async () => {
    const response = await sandbox.app.request(`/api/${encPath(PATH)}?ABCDE123=xyz`, { headers });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(40001);
    await expectStillServing();
  });

  it('answers a device clock two days off with 40005 and the server time', async () => {
    const skewed = await callApi(sandbox.app, PATH, {}, { nowMs: Date.now() - 2 * 86_400_000 });
    expect(skewed).toMatchObject({ status: 200, code: 40005 });
    expect(Math.abs((skewed.data as { serverTime: number }).serverTime - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('the three ways to send a payload', { timeout: 60_000 }, () => {
  it('reads GET ?FIELD=, POST JSON and multipart fields alike', async () => {
    const get = await callApi(sandbox.app, '/security/existsByMobile', { mobile: '08034567890' }, { method: 'GET' });
    expect(get).toMatchObject({ code: 0, data: { exists: false } });
    // Mexico, not the default Nigeria, only if the payload was read.
    const post = await callApi(sandbox.app, '/country/meta/code', { code: 'MX' }, { method: 'POST' });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), 'a.jpg');
    form.append('QWERT789', encPayload({ code: 'MX', timestamp: Math.floor(Date.now() / 1000) }));
    const response = await sandbox.app.request(`/cou/${encPath('/country/meta/code')}`, { method: 'POST', headers, body: form });
    const multipart = (await response.json()) as { code: number; data: unknown };
    for (const answer of [post, multipart]) expect(answer).toMatchObject({ code: 0, data: { market: 'mx' } });
  });

  it('serves the country look-ups under /cou', async () => {
    const answer = await callApi(sandbox.app, '/country/meta/ip', {});
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ market: 'ng', countryCode: 'NG', currency: 'NGN' });
    expect((answer.data as { states: unknown[] }).states).toHaveLength(37);
    const mx = await callApi(sandbox.app, '/country/meta/code', { code: 'MX' });
    expect(mx.data).toMatchObject({ market: 'mx', currency: 'MXN', defaultLang: 'es' });
  });
});
