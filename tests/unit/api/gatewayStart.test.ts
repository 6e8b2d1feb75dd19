import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../services/api/client';
import { prepare } from '../../../machines/repayment/repayment.actors';
import { marketForPackage } from '../../../services/markets/markets';
import { createFakeFetch } from '../support/fakeFetch';

const nigeria = marketForPackage('com.swiftcash.ng');
const headers = () => ({ token: 't', packageName: 'com.swiftcash.ng', appName: 'SwiftCash', afid: '', lang: 'en' as const });

const key = (n: number) => `11111111-2222-4333-8444-00000000000${n}`;

/** The calls that start a gateway payment are GETs, but each carries the machine's key and is never repeated blindly. */
describe('gateway-start reads carry the Idempotency-Key they are given', () => {
  for (const method of ['cardGateway', 'payLink', 'reservedAccount', 'dedicatedAccount'] as const) {
    it(`${method}: sent once with the given key when the connection drops; trying again sends that key again`, async () => {
      const fake = createFakeFetch(new TypeError('connection reset'));
      const sleeps: number[] = [];
      const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch, sleep: async (ms) => void sleeps.push(ms) });
      const services = { api, copyText: async () => true, market: nigeria };
      const input = { orderNo: 'A1', method, idempotencyKey: key(1) };
      await expect(prepare(services, input)).rejects.toThrow();
      expect(fake.requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
      await expect(prepare(services, input)).rejects.toThrow();
      expect(fake.requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([key(1), key(1)]);
    });

    it(`${method}: without a key nothing is sent`, async () => {
      const fake = createFakeFetch(new TypeError('must not be called'));
      const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
      await expect(prepare({ api, copyText: async () => true, market: nigeria }, { orderNo: 'A1', method, idempotencyKey: null })).rejects.toThrow(
        /idempotency key/,
      );
      expect(fake.requests).toHaveLength(0);
    });
  }

  it('the stand-in reserved-account provider gets a key of its own, derived so a retry replays it too', async () => {
    const refusal = () => new Response(JSON.stringify({ code: 5001, msg: 'provider down', data: null }), { headers: { 'content-type': 'application/json' } });
    const fake = createFakeFetch(refusal);
    const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
    const services = { api, copyText: async () => true, market: nigeria };
    const input = { orderNo: 'A1', method: 'reservedAccount', idempotencyKey: key(2) } as const;
    await prepare(services, input);
    await prepare(services, input);
    const keys = fake.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toEqual([key(2), `${key(2)}:fallback`, key(2), `${key(2)}:fallback`]);
  });
});

describe('the reads of a transfer or cash reference', () => {
  for (const method of ['stpTransfer', 'oxxoCash'] as const) {
    it(`${method} in Mexico: sent without a key`, async () => {
      const fake = createFakeFetch(new TypeError('connection reset'));
      const api = createApiClient({ origin: 'https://app.example', headers: () => ({ ...headers(), packageName: 'com.swiftcash.mx', lang: 'es' as const }), fetch: fake.fetch, sleep: async () => undefined });
      await expect(prepare({ api, copyText: async () => true, market: marketForPackage('com.swiftcash.mx') }, { orderNo: 'A1', method, idempotencyKey: null })).rejects.toThrow();
      expect(fake.requests.length).toBeGreaterThan(0);
      expect(fake.requests.every((request) => !request.headers.has('Idempotency-Key'))).toBe(true);
    });
  }
});

describe('a method the market has no channel for', () => {
  for (const method of ['stpTransfer', 'oxxoCash'] as const) {
    it(`${method} in Nigeria: channelIdEmpty, and nothing is asked of the server`, async () => {
      const fake = createFakeFetch(new TypeError('must not be called'));
      const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
      const outcome = await prepare({ api, copyText: async () => true, market: nigeria }, { orderNo: 'A1', method, idempotencyKey: null });
      expect(outcome).toEqual({ ok: false, error: { code: 'channelIdEmpty', serverMessage: '' } });
      expect(fake.requests).toHaveLength(0);
    });
  }

  it('cardGateway in Mexico: channelIdEmpty', async () => {
    const fake = createFakeFetch(new TypeError('must not be called'));
    const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
    const mexico = marketForPackage('com.swiftcash.mx');
    await expect(prepare({ api, copyText: async () => true, market: mexico }, { orderNo: 'A1', method: 'cardGateway', idempotencyKey: key(3) })).resolves.toMatchObject({ error: { code: 'channelIdEmpty' } });
    expect(fake.requests).toHaveLength(0);
  });
});
