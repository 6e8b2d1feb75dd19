import { describe, expect, it } from 'vitest';
import { prepare, readDetail } from '../../machines/repayment/repayment.actors';
import type { ApiClient } from '../../services/api/client';
import { markets } from '../../services/markets/markets';

/** An API that answers the OXXO reference call with `data`, as the client would after parsing. */
function answering(data: unknown) {
  const api = { call: async () => ({ ok: true, data }) } as unknown as ApiClient;
  return { api, market: markets.mx, copyText: async () => true };
}

describe('preparing the OXXO cash payment', () => {
  it('a reference comes through trimmed', async () => {
    const outcome = await prepare(answering({ reference: ' 93001234567890 ', amount: 10, expiresAt: null }), {
      orderNo: 'LN1',
      method: 'oxxoCash',
      idempotencyKey: null,
    });
    expect(outcome).toEqual({ ok: true, instructions: { kind: 'cashReference', reference: '93001234567890', amount: 10, expiresAt: null } });
  });

  it('an answer without a reference is a failed request, never an empty barcode', async () => {
    const outcome = await prepare(answering({ reference: '', amount: 10, expiresAt: null }), { orderNo: 'LN1', method: 'oxxoCash', idempotencyKey: null });
    expect(outcome).toEqual({ ok: false, error: { code: 'malformed', serverMessage: '' } });
  });
});

describe('reading the repay detail without an order number (SPEC section 5: order number cannot be empty)', () => {
  it('a latest order without a number is "orderNo cannot be empty", and the detail is never asked for', async () => {
    const paths: string[] = [];
    const api = {
      call: async (endpoint: { path: string }) => {
        paths.push(endpoint.path);
        return { ok: true, data: { orderNo: '', stepCode: 2 } };
      },
    } as unknown as ApiClient;
    const outcome = await readDetail({ api, market: markets.ng, copyText: async () => true }, null, false);
    expect(outcome).toEqual({ ok: false, error: { code: 'orderNoEmpty', serverMessage: '' } });
    expect(paths).toEqual(['/loan/loan-order/latest']);
  });
});
