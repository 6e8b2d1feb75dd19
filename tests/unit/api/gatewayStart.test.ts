import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../services/api/client';
import { prepare } from '../../../machines/repayment/repayment.actors';
import { marketForPackage } from '../../../services/markets/markets';
import { createFakeFetch } from '../support/fakeFetch';

const nigeria = marketForPackage('com.swiftcash.ng');
const headers = () => ({ token: 't', packageName: 'com.swiftcash.ng', appName: 'SwiftCash', afid: '', lang: 'en' as const });

/** The calls that start a gateway payment are GETs, but each carries a key and is never repeated blindly. */
describe('gateway-start reads carry an Idempotency-Key', () => {
  for (const method of ['cardGateway', 'payLink', 'reservedAccount', 'dedicatedAccount'] as const) {
    it(`${method}: sent once with a key when the connection drops, never retried blindly`, async () => {
      const fake = createFakeFetch(new TypeError('connection reset'));
      const sleeps: number[] = [];
      const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch, sleep: async (ms) => void sleeps.push(ms) });
      await expect(prepare({ api, copyText: async () => true, market: nigeria }, 'A1', method)).rejects.toThrow();
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(sleeps).toEqual([]);
    });
  }

  it('the stand-in reserved-account provider gets a key of its own', async () => {
    const refusal = () => new Response(JSON.stringify({ code: 5001, msg: 'provider down', data: null }), { headers: { 'content-type': 'application/json' } });
    const fake = createFakeFetch(refusal);
    const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
    await prepare({ api, copyText: async () => true, market: nigeria }, 'A1', 'reservedAccount');
    const keys = fake.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every(Boolean)).toBe(true);
  });
});

describe('a method the market has no channel for', () => {
  for (const method of ['stpTransfer', 'oxxoCash'] as const) {
    it(`${method} in Nigeria: channelIdEmpty, and nothing is asked of the server`, async () => {
      const fake = createFakeFetch(new TypeError('must not be called'));
      const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
      const outcome = await prepare({ api, copyText: async () => true, market: nigeria }, 'A1', method);
      expect(outcome).toEqual({ ok: false, error: { code: 'channelIdEmpty', serverMessage: '' } });
      expect(fake.requests).toHaveLength(0);
    });
  }

  it('cardGateway in Mexico: channelIdEmpty', async () => {
    const fake = createFakeFetch(new TypeError('must not be called'));
    const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch });
    const mexico = marketForPackage('com.swiftcash.mx');
    await expect(prepare({ api, copyText: async () => true, market: mexico }, 'A1', 'cardGateway')).resolves.toMatchObject({ error: { code: 'channelIdEmpty' } });
    expect(fake.requests).toHaveLength(0);
  });
});
