import type { Amount, RepayDetail } from '../../services/api/endpoints/repay';
import type { RepaymentMethod } from '../../services/markets/markets';

/** Why the screen cannot go on, as a code for ui/ to word (server messages are shown as text). */
export type RepayErrorCode =
  | 'orderNoEmpty'
  | 'payOrderIdEmpty'
  | 'channelIdEmpty'
  | 'business'
  | 'offline'
  | 'network'
  | 'timeout'
  | 'http'
  | 'malformed'
  | 'unknown'
  | 'extensionFailed'
  | 'unsupportedImage'
  | 'imageTooLarge'
  | 'imageUnreadable';

export interface RepayError {
  code: RepayErrorCode;
  /** The server's own words for a business refusal (shown as text, FAULTS F13/F14). */
  serverMessage: string;
}

/** What the borrower needs to pay by the chosen method. */
export type MethodInstructions =
  | { kind: 'clabe'; clabe: string; bankName: string; accountName: string; amount: Amount }
  | { kind: 'cashReference'; reference: string; amount: Amount; expiresAt: number | null }
  | { kind: 'account'; accountNumber: string; bankName: string; accountName: string; amount: Amount }
  | { kind: 'gateway'; url: string; payOrderId: string; amount: Amount };

/** `detail` null: no order was named and the borrower has none (nothing to repay). */
export type DetailOutcome = { ok: true; detail: RepayDetail | null } | { ok: false; error: RepayError };
export type PrepareOutcome = { ok: true; instructions: MethodInstructions } | { ok: false; error: RepayError };

/** Methods that have their own screen; the others show their instructions on the detail screen. */
export type PayableMethod = Exclude<RepaymentMethod, 'manualProof'>;

/** What `prepareMethod` needs: the key is null for the methods that only read (STP, OXXO). */
export interface PrepareInput {
  orderNo: string;
  method: PayableMethod;
  idempotencyKey: string | null;
}

/**
 * A payment the borrower started from this screen: a gateway page opened, or "I have paid" after a
 * transfer, cash or an account payment. Kept by the wiring across a reload (session storage), so a
 * borrower who comes back by Back or the gateway's return link (a new page load) sees "pending", not
 * the methods or the whole amount again, where they might pay twice (FAULTS F50). An app closed or
 * killed by Android loses it with the WebView's session storage.
 */
export interface OpenedGateway {
  orderNo: string | null;
  method: PayableMethod;
  /** The gateway's payment order; null for a payment without one (a transfer, cash). */
  payOrderId: string | null;
}

export interface RepaymentInput {
  /** null: the latest order's (the home screen routes here without one). */
  orderNo: string | null;
  /** Set on a method's own screen (/repay/repay_stp, /repay/repay_oxxo): prepared right after loading. */
  method?: PayableMethod | null;
  /** A gateway page opened shortly before this screen was loaded again. */
  openedGateway?: OpenedGateway | null;
  /** A start whose answer a reload lost (`startUnderway.ts`): the same method again reuses its key. */
  startUnderway?: StartUnderway | null;
}

/** A keyed method's start that got no answer, as the phone keeps it over a reload (FAULTS F2). */
export interface StartUnderway {
  orderNo: string | null;
  method: PayableMethod;
  idempotencyKey: string;
  /** What was owed when it was started: another balance (a penalty day, a payment) is another start. */
  unrepaidAmount: number | null;
}

export interface RepaymentContext {
  orderNo: string | null;
  initialMethod: PayableMethod | null;
  detail: RepayDetail | null;
  method: PayableMethod | null;
  instructions: MethodInstructions | null;
  error: RepayError | null;
  notice: 'copied' | 'copyFailed' | 'partialReceived' | null;
  pollAttempts: number;
  /**
   * The `Idempotency-Key` of the gateway start being tried (a keyed method of this order): kept
   * while its outcome is unknown (a fault), so trying the same method again cannot start a second
   * payment; null once the server answered or for another method.
   */
  idempotencyKey: string | null;
  /** The gateway page opened for this payment, until it is paid or the borrower picks a method again. */
  openedGateway: OpenedGateway | null;
  /** A start a reload left unanswered: its key goes with that method's next start, until a start is answered. */
  startUnderway: StartUnderway | null;
}

export type RepaymentEvent =
  | { type: 'repayment.retryRequested' }
  | { type: 'repayment.methodChosen'; method: PayableMethod }
  | { type: 'repayment.copyRequested'; text: string }
  | { type: 'repayment.returned' }
  /** The borrower opened the gateway's payment page. */
  | { type: 'repayment.gatewayOpened' }
  | { type: 'repayment.methodsShown' }
  | { type: 'repayment.checkRequested' }
  /** Something other than this screen paid towards the order (a coupon). */
  | { type: 'repayment.balanceChanged' };
