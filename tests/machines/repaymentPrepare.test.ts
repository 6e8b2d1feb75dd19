import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createRepaymentActors, prepare, readDetail } from '../../machines/repayment/repayment.actors';
import type { ApiClient } from '../../services/api/client';
import { ApiFault } from '../../services/api/result';
import { repayEndpoints as repay } from '../../services/api/endpoints/repay';
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

  it('no order at all is nothing to repay, never "orderNo cannot be empty" with a Retry that cannot work', async () => {
    const api = { call: async () => ({ ok: true, data: null }) } as unknown as ApiClient;
    const outcome = await readDetail({ api, market: markets.ng, copyText: async () => true }, null, false);
    expect(outcome).toEqual({ ok: true, detail: null });
  });
});

describe('account numbers the borrower pays into (FAULTS F46: odd answers never shown wrong)', () => {
  const parsed = <T>(schema: v.GenericSchema<unknown, T>, data: unknown) => v.parse(schema, data);

  it('a CLABE sent as a JSON number is read as missing: its 18 digits are already rounded', () => {
    const data = parsed(repay.stpClabe.data, { clabe: 646180157000000004, bankName: 'STP', accountName: 'ACME', amount: 10 });
    expect(data.clabe).toBe('');
  });

  it('a CLABE, account number or reference as text comes through trimmed', () => {
    expect(parsed(repay.stpClabe.data, { clabe: ' 646180157000000004 ', amount: 10 }).clabe).toBe('646180157000000004');
    expect(parsed(repay.monnifyReservedAccount.data, { accountNumber: '0123456789', amount: 10 }).accountNumber).toBe('0123456789');
    expect(parsed(repay.oxxoReference.data, { reference: 93001234567890, amount: 10 }).reference).toBe('');
  });

  it('no CLABE is a failed request, never "transfer to" nothing', async () => {
    const services = answering({ clabe: '', bankName: 'STP', accountName: 'ACME', amount: 10 });
    const outcome = await prepare(services, { orderNo: 'LN1', method: 'stpTransfer', idempotencyKey: null });
    expect(outcome).toEqual({ ok: false, error: { code: 'malformed', serverMessage: '' } });
  });

  it('no account number is a failed request too', async () => {
    const services = { ...answering({ accountNumber: '', bankName: 'Wema', accountName: 'ACME', amount: 10 }), market: markets.ng };
    const outcome = await prepare(services, { orderNo: 'LN1', method: 'reservedAccount', idempotencyKey: 'K1' });
    expect(outcome).toEqual({ ok: false, error: { code: 'malformed', serverMessage: '' } });
  });

  it.each(['', '  '])('an account without its bank (%j) is a failed request too: the transfer cannot be made', async (bankName) => {
    const services = { ...answering({ accountNumber: '8012345678', bankName, accountName: 'ACME', amount: 10 }), market: markets.ng };
    const outcome = await prepare(services, { orderNo: 'LN1', method: 'dedicatedAccount', idempotencyKey: 'K1' });
    expect(outcome).toEqual({ ok: false, error: { code: 'malformed', serverMessage: '' } });
  });
});

describe('the repay detail with flags the server sends as numbers', () => {
  it.each([
    [1, true],
    [true, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('extensionEnabled %s reads as %s, and the detail is still read', (value, expected) => {
    const detail = v.parse(repay.detail.data, { orderNo: 'LN1', stepCode: 9, unrepaidAmount: 1100, ...(value === undefined ? {} : { extensionEnabled: value }) });
    expect(detail.extensionEnabled).toBe(expected);
    expect(detail.unrepaidAmount).toBe(1100);
  });

  it('a detail without some amounts is still read: those amounts are unreadable, not a failed screen', () => {
    const detail = v.parse(repay.detail.data, { orderNo: 'LN1', stepCode: 9 });
    expect(detail).toMatchObject({ unrepaidAmount: null, penaltyAmount: null, penaltyRate: null, overdueDays: 0, extensionEnabled: false });
  });
});

describe('checking a pay-link payment (the verify call is a hint only)', () => {
  it('reads the balance even when the gateway check fails, so a paid loan is seen as paid', async () => {
    const paths: string[] = [];
    const api = {
      call: async (endpoint: { path: string }) => {
        paths.push(endpoint.path);
        if (endpoint.path === '/repay/flutterwave/verify-opt') throw new ApiFault('http', endpoint.path);
        return { ok: true, data: { stepCode: 4 } };
      },
    } as unknown as ApiClient;
    const actor = createActor(createRepaymentActors({ api, market: markets.ng, copyText: async () => true }).checkPayment, {
      input: { orderNo: 'LN1', payOrderId: 'PO1', method: 'payLink' },
    }).start();
    await expect(toPromise(actor)).resolves.toEqual({ ok: true, detail: { stepCode: 4 } });
    expect(paths).toEqual(['/repay/flutterwave/verify-opt', '/repay/repay-order/detail']);
  });
});
