import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { ApiResult } from '../../services/api/result';
import type { AppServices } from '../../services/appServices';
import { orderNoOrLatest } from './orderNoOrLatest';
import { businessError } from './repayError';
import type { DetailOutcome, MethodInstructions, PayableMethod, PrepareInput, PrepareOutcome } from './repayment.types';

type Services = Pick<AppServices, 'api' | 'copyText' | 'market'>;
const repay = endpoints.repay;

const ORDER_NO_EMPTY: DetailOutcome = { ok: false, error: { code: 'orderNoEmpty', serverMessage: '' } };
const NO_LOAN: DetailOutcome = { ok: true, detail: null };
const PAY_ORDER_ID_EMPTY: PrepareOutcome = { ok: false, error: { code: 'payOrderIdEmpty', serverMessage: '' } };
const CHANNEL_ID_EMPTY: PrepareOutcome = { ok: false, error: { code: 'channelIdEmpty', serverMessage: '' } };
/** An answer that says OK but gives nothing to pay with (no reference): "request failed, try again". */
const NOTHING_TO_PAY_WITH: PrepareOutcome = { ok: false, error: { code: 'malformed', serverMessage: '' } };

/** The detail of `orderNo`, or of the latest order when none was given (the home screen gives none). */
export async function readDetail(services: Services, orderNo: string | null, silent: boolean, signal?: AbortSignal) {
  const order = await orderNoOrLatest(services, orderNo, { signal, silent });
  if (!order.ok) return order satisfies DetailOutcome;
  // No order at all: nothing to repay. An order without its number: "orderNo cannot be empty".
  if (order.orderNo === null) return NO_LOAN;
  if (!order.orderNo) return ORDER_NO_EMPTY;
  const result = await services.api.call(repay.detail, { orderNo: order.orderNo }, { signal, silent });
  return result.ok ? ({ ok: true, detail: result.data } satisfies DetailOutcome) : ({ ok: false, error: businessError(result.msg) } satisfies DetailOutcome);
}

function refused(result: Extract<ApiResult<unknown>, { ok: false }>): PrepareOutcome {
  return { ok: false, error: businessError(result.msg) };
}

/** A gateway start without its key would be the blind repeat F2 forbids: fail loudly instead. */
function keyOf(input: PrepareInput): string {
  if (!input.idempotencyKey) throw new Error(`${input.method}: a gateway start needs the machine's idempotency key`);
  return input.idempotencyKey;
}

/**
 * Asks the server for what the borrower needs to pay by `method`. Nothing is charged here, but a
 * gateway or account start is sent with the machine's key (the same key when the borrower tries again).
 */
export async function prepare(services: Services, input: PrepareInput, signal?: AbortSignal): Promise<PrepareOutcome> {
  const { orderNo, method } = input;
  // A method's own screen opened in a market that has no such channel (a stale or foreign deep
  // link, /repay/repay_oxxo in Nigeria): nothing to pay through, and nothing is asked of the server.
  if (!services.market.repaymentMethods.includes(method)) return CHANNEL_ID_EMPTY;
  const payload = { orderNo };
  const ok = (instructions: MethodInstructions): PrepareOutcome => ({ ok: true, instructions });
  switch (method) {
    case 'stpTransfer': {
      const r = await services.api.call(repay.stpClabe, payload, { signal });
      if (!r.ok) return refused(r);
      // Never "transfer to" nothing, nor a Copy that copies nothing.
      if (r.data.clabe === '') return NOTHING_TO_PAY_WITH;
      return ok({ kind: 'clabe', clabe: r.data.clabe, bankName: r.data.bankName, accountName: r.data.accountName, amount: r.data.amount });
    }
    case 'oxxoCash': {
      const r = await services.api.call(repay.oxxoReference, payload, { signal });
      if (!r.ok) return refused(r);
      const reference = r.data.reference.trim();
      if (reference === '') return NOTHING_TO_PAY_WITH;
      return ok({ kind: 'cashReference', reference, amount: r.data.amount, expiresAt: r.data.expiresAt });
    }
    case 'cardGateway':
    case 'payLink': {
      const endpoint = method === 'cardGateway' ? repay.paystackAuthorization : repay.flutterwaveRepayLink;
      // Starts a gateway payment: keyed, so the client never repeats it blindly (the key also makes a repeat harmless).
      const r = await services.api.call(endpoint, payload, { signal, idempotencyKey: keyOf(input) });
      if (!r.ok) return refused(r);
      if (!r.data.payOrderId || !r.data.url) return PAY_ORDER_ID_EMPTY;
      return ok({ kind: 'gateway', url: r.data.url, payOrderId: r.data.payOrderId, amount: r.data.amount });
    }
    case 'reservedAccount':
    case 'dedicatedAccount': {
      const endpoint = method === 'reservedAccount' ? repay.monnifyReservedAccount : repay.createDedicatedAccount;
      const key = keyOf(input);
      let r = await services.api.call(endpoint, payload, { signal, idempotencyKey: key });
      // The second reserved-account provider stands in when the first refuses. Its own key, derived
      // so a retry replays it too: the server ties a key to one endpoint.
      if (!r.ok && r.kind === 'business' && method === 'reservedAccount') {
        r = await services.api.call(repay.flutterwaveReservedAccount, payload, { signal, idempotencyKey: `${key}:fallback` });
      }
      if (!r.ok) return refused(r);
      // A Nigerian transfer needs the bank as well as the number (a CLABE names its own bank).
      if (r.data.accountNumber === '' || r.data.bankName.trim() === '') return NOTHING_TO_PAY_WITH;
      return ok({ kind: 'account', accountNumber: r.data.accountNumber, bankName: r.data.bankName, accountName: r.data.accountName, amount: r.data.amount });
    }
  }
}

export function createRepaymentActors(services: Services) {
  return {
    loadDetail: fromPromise<DetailOutcome, { orderNo: string | null; silent: boolean }>(({ input, signal }) =>
      readDetail(services, input.orderNo, input.silent, signal),
    ),
    prepareMethod: fromPromise<PrepareOutcome, PrepareInput>(({ input, signal }) => prepare(services, input, signal)),
    /** Background check: a pay link is first verified with the gateway (a hint only); the detail decides. */
    checkPayment: fromPromise<DetailOutcome, { orderNo: string; payOrderId: string | null; method: PayableMethod | null }>(
      async ({ input, signal }) => {
        if (input.method === 'payLink' && input.payOrderId) {
          // A failed hint must not keep the balance from being read: the borrower may have paid.
          await services.api
            .call(repay.flutterwaveVerifyOtp, { orderNo: input.orderNo, payOrderId: input.payOrderId }, { signal, silent: true })
            .catch(() => null);
        }
        return readDetail(services, input.orderNo, true, signal);
      },
    ),
    copyText: fromPromise<boolean, { text: string }>(({ input }) => services.copyText(input.text)),
  };
}
