/**
 * The borrower's latest order, followed by its step code (SPEC section 4; the table is
 * `services/orders/stepCodes.ts`). The server decides the next step; this chart only follows it.
 *
 *   starting -> visitor (no token) | loading -> routing -> ready | assessing | disbursing | payFailed | unknownStep | failed
 *
 * Invariants: assessing and disbursing poll `latest` silently with a backoff (5 s doubling to
 * 60 s), stop when the state is left, and stop after POLL_LIMIT checks (answered or failed) in
 * `stalled`, whose refresh ("Check again") starts a new budget; an unknown step code is a state
 * with a refresh, never a crash; the new payout account lives only inside `payFailed` and is
 * cleared on exit. While it is edited (`payFailed.editing`) the banks it may go to are read beside
 * the form (Nigeria; none for a CLABE): a chosen bank must be a listed one, and its NUBAN rule
 * checks the number; the bank on file can always be kept.
 */
import { assign, setup } from 'xstate';
import { isValidPayoutAccount, normalizePayoutAccount } from '../../services/orders/payoutAccount';
import { isKnownStepCode, routeForStep, StepCode } from '../../services/orders/stepCodes';
import { backoffDelay } from '../../services/orders/timing';
import { idempotencyKeyActions, keyNotProvided, type NewKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { faultFrom, refusalOf } from '../shared/submitError';
import { canStartNewOrder } from './order.rules';
import type {
  CardDraft,
  LatestOrderOutcome,
  NavigateParams,
  OrderContext,
  OrderEvent,
  OrderInput,
  PayoutBank,
  PayoutBankList,
  SaveCardInput,
  SaveCardOutcome,
} from './order.types';

const emptyDraft: CardDraft = { account: '', confirmation: '', bankCode: '' };

/** The bank chosen for the new payout account; null keeps the bank on file. */
export function chosenPayoutBank(context: Pick<OrderContext, 'cardDraft' | 'payoutBanks'>): PayoutBank | null {
  if (context.cardDraft.bankCode === '') return null;
  return context.payoutBanks?.banks.find((bank) => bank.code === context.cardDraft.bankCode) ?? null;
}
const isDraftAccountValid = (context: OrderContext) =>
  isValidPayoutAccount(context.bankAccountKind, context.cardDraft.account, chosenPayoutBank(context));
export const APPLY_PATH = '/borrow/to_borrow';
/** Checks per waiting stretch: 5 + 10 + 20 + 40 s, then 60 s each, about 17 minutes in all. */
export const POLL_LIMIT = 20;

/** Provided by the wiring (and tests): the payout account save's key, made by `newKey` unless a retry has one. */
export const orderKeyActions = (newKey: NewKey) => idempotencyKeyActions<OrderContext, OrderEvent>(newKey);

const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  actors: {
    fetchLatestOrder: notProvided<LatestOrderOutcome, { silent: boolean }>('fetchLatestOrder'),
    saveBankCard: notProvided<SaveCardOutcome, SaveCardInput>('saveBankCard'),
    fetchPayoutBanks: notProvided<PayoutBankList, { kind: OrderContext['bankAccountKind'] }>('fetchPayoutBanks'),
  },
  actions: {
    /** Platform: the wiring gives the router. */
    navigateTo: (_, _params: NavigateParams) => undefined,
    storeOutcome: assign((_, params: { outcome: LatestOrderOutcome }) => {
      const { outcome } = params;
      if (outcome.kind === 'refused') return { errorCode: null, requestError: refusalOf(outcome) };
      return {
        order: outcome.kind === 'order' ? outcome.order : null,
        checkedAt: outcome.checkedAt,
        errorCode: null,
        requestError: null,
      };
    }),
    applySession: assign((_, params: { signedIn: boolean }) => ({
      signedIn: params.signedIn,
      order: null,
      checkedAt: null,
      pollAttempt: 0,
      pollFault: null,
      errorCode: null,
      requestError: null,
    })),
    noteRequestFault: assign((_, params: { error: unknown }) => ({ errorCode: null, requestError: faultFrom(params.error) })),
    noteUnknownStep: assign({ errorCode: 'unknownStep' as const }),
    countPoll: assign({ pollAttempt: ({ context }) => context.pollAttempt + 1 }),
    resetPolls: assign({ pollAttempt: 0, pollFault: null }),
    notePollAnswered: assign({ pollFault: null }),
    notePollFault: assign((_, params: { error: unknown }) => ({ pollFault: faultFrom(params.error) })),
    // Another account is another request: the key a lost answer left belongs to the one before.
    setCardAccount: assign({
      cardDraft: ({ context }, params: { value: string }) => ({ ...context.cardDraft, account: normalizePayoutAccount(params.value) }),
      idempotencyKey: ({ context }, params: { value: string }) =>
        normalizePayoutAccount(params.value) === context.cardDraft.account ? context.idempotencyKey : null,
      errorCode: null,
      requestError: null,
    }),
    setCardConfirmation: assign({
      cardDraft: ({ context }, params: { value: string }) => ({ ...context.cardDraft, confirmation: normalizePayoutAccount(params.value) }),
      errorCode: null,
      requestError: null,
    }),
    // Another bank is another request too.
    setCardBank: assign({
      cardDraft: ({ context }, params: { code: string }) => ({ ...context.cardDraft, bankCode: params.code }),
      idempotencyKey: ({ context }, params: { code: string }) => (params.code === context.cardDraft.bankCode ? context.idempotencyKey : null),
      errorCode: null,
      requestError: null,
    }),
    storePayoutBanks: assign((_, params: { list: PayoutBankList }) => ({ payoutBanks: params.list })),
    // The list's chunk did not arrive: the bank on file can still be kept.
    notePayoutBanksUnavailable: assign({ payoutBanks: { banks: [], source: 'unavailable' as const } }),
    noteCardProblem: assign({
      errorCode: ({ context }) => (isDraftAccountValid(context) ? ('accountMismatch' as const) : ('invalidAccount' as const)),
      requestError: null,
    }),
    // The server answered: Save again is a new request.
    noteCardRefused: assign((_, params: { outcome: SaveCardOutcome }) =>
      params.outcome.kind === 'refused'
        ? { requestError: refusalOf(params.outcome), idempotencyKey: null }
        : {},
    ),
    clearCardDraft: assign({ cardDraft: emptyDraft, idempotencyKey: null }),
    clearPayoutBanks: assign({ payoutBanks: null }),
    ...orderKeyActions(keyNotProvided),
    clearError: assign({ errorCode: null, requestError: null }),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    hasRefusal: ({ context }) => context.requestError?.kind === 'business',
    hasNoOrder: ({ context }) => context.order === null,
    isUnknownStep: ({ context }) => context.order !== null && !isKnownStepCode(context.order.stepCode),
    isAssessing: ({ context }) => context.order?.stepCode === StepCode.Applying,
    isDisbursing: ({ context }) => context.order?.stepCode === StepCode.Lending,
    isPayFailed: ({ context }) => context.order?.stepCode === StepCode.PayFail,
    canStartNewOrder: ({ context }) => canStartNewOrder(context.order, context.checkedAt),
    hasStepRoute: ({ context }) => context.order !== null && routeForStep(context.order.stepCode) !== null,
    isStillAtStep: (_, params: { outcome: LatestOrderOutcome; stepCode: number }) =>
      params.outcome.kind === 'refused' || (params.outcome.kind === 'order' && params.outcome.order.stepCode === params.stepCode),
    isCardDraftValid: ({ context }) => isDraftAccountValid(context) && context.cardDraft.account === context.cardDraft.confirmation,
    isCardRefused: (_, params: { outcome: SaveCardOutcome }) => params.outcome.kind === 'refused',
    // The bank on file ('') or one of the listed banks: a code from nowhere would be sent as no bank.
    isOfferedBank: ({ context }, params: { code: string }) =>
      params.code === '' || (context.payoutBanks?.banks.some((bank) => bank.code === params.code) ?? false),
    hasExhaustedPolls: ({ context }) => context.pollAttempt >= POLL_LIMIT,
  },
  delays: {
    pollBackoff: ({ context }) => backoffDelay(context.pollAttempt),
  },
});

const toStepRoute = {
  type: 'navigateTo',
  params: ({ context }: { context: OrderContext }) => ({ path: routeForStep(context.order?.stepCode ?? 0) ?? '/' }),
} as const;

function pollingState(stepCode: number) {
  return orderSetup.createStateConfig({
    initial: 'waiting',
    entry: 'resetPolls',
    on: {
      // "Check now" while waiting, "Check again" once stalled: either way a fresh budget.
      'order.refreshRequested': { target: '.polling', actions: 'resetPolls' },
      'order.primaryActionRequested': { actions: toStepRoute },
    },
    states: {
      waiting: {
        always: { guard: 'hasExhaustedPolls', target: 'stalled' },
        after: { pollBackoff: { target: 'polling' } },
      },
      polling: {
        invoke: {
          src: 'fetchLatestOrder',
          input: { silent: true },
          onDone: [
            {
              // Same step (or a refusal while waiting): keep waiting, a little longer each time.
              guard: { type: 'isStillAtStep', params: ({ event }) => ({ outcome: event.output, stepCode }) },
              target: 'waiting',
              actions: ['countPoll', 'notePollAnswered'],
            },
            {
              target: '#order.routing',
              actions: [{ type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) }, 'resetPolls'],
            },
          ],
          // A failed check says nothing about the order: keep waiting, but it uses up the budget.
          onError: {
            target: 'waiting',
            actions: ['countPoll', { type: 'notePollFault', params: ({ event }) => ({ error: event.error }) }],
          },
        },
      },
      // Out of checks: no more timers until the borrower asks (refresh) or the session changes.
      stalled: {},
    },
  });
}

export const orderMachine = orderSetup.createMachine({
  id: 'order',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    bankAccountKind: input.bankAccountKind,
    order: null,
    checkedAt: null,
    pollAttempt: 0,
    pollFault: null,
    errorCode: null,
    requestError: null,
    cardDraft: emptyDraft,
    payoutBanks: null,
    idempotencyKey: null,
  }),
  initial: 'starting',
  on: {
    // Signing in or out on the home screen starts over from the token.
    'order.sessionChanged': {
      target: '.starting',
      actions: { type: 'applySession', params: ({ event }) => ({ signedIn: event.signedIn }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'isSignedIn', target: 'loading' }, { target: 'visitor' }],
    },
    // Signed out: the pitch; Apply goes to the borrow screen, whose guard asks for login.
    visitor: {
      on: { 'order.primaryActionRequested': { actions: { type: 'navigateTo', params: { path: APPLY_PATH } } } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchLatestOrder',
        input: { silent: false },
        onDone: { target: 'routing', actions: { type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) } },
        onError: { target: 'failed', actions: { type: 'noteRequestFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    routing: {
      always: [
        { guard: 'hasRefusal', target: 'failed' },
        { guard: 'hasNoOrder', target: 'ready' },
        { guard: 'isUnknownStep', target: 'unknownStep', actions: 'noteUnknownStep' },
        { guard: 'isAssessing', target: 'assessing' },
        { guard: 'isDisbursing', target: 'disbursing' },
        { guard: 'isPayFailed', target: 'payFailed' },
        { target: 'ready' },
      ],
    },
    failed: {
      on: { 'order.refreshRequested': { target: 'loading', actions: 'clearError' } },
    },
    unknownStep: {
      on: { 'order.refreshRequested': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: {
        'order.refreshRequested': { target: 'loading' },
        'order.primaryActionRequested': [
          { guard: 'canStartNewOrder', actions: { type: 'navigateTo', params: { path: APPLY_PATH } } },
          { guard: 'hasStepRoute', actions: toStepRoute },
        ],
      },
    },
    assessing: pollingState(StepCode.Applying),
    disbursing: pollingState(StepCode.Lending),
    payFailed: {
      initial: 'showing',
      // The new payout account never outlives the failed-payout screen.
      exit: ['clearCardDraft', 'clearPayoutBanks'],
      on: { 'order.refreshRequested': { target: '#order.loading' } },
      states: {
        showing: {
          on: { 'order.primaryActionRequested': { target: 'editing' } },
        },
        editing: {
          // Back from the bank app after a while: the account being typed (or saved) stays, not a reload.
          on: { 'order.refreshRequested': {} },
          // The banks to choose from load beside the form; the bank on file can be kept meanwhile.
          invoke: {
            src: 'fetchPayoutBanks',
            input: ({ context }) => ({ kind: context.bankAccountKind }),
            onDone: { actions: { type: 'storePayoutBanks', params: ({ event }) => ({ list: event.output }) } },
            onError: { actions: 'notePayoutBanksUnavailable' },
          },
          initial: 'editingCard',
          states: {
            editingCard: {
              on: {
                'order.cardEditCancelled': { target: '#order.payFailed.showing', actions: ['clearCardDraft', 'clearError'] },
                'order.cardBankChanged': {
                  guard: { type: 'isOfferedBank', params: ({ event }) => ({ code: event.code }) },
                  actions: { type: 'setCardBank', params: ({ event }) => ({ code: event.code }) },
                },
                'order.cardAccountChanged': { actions: { type: 'setCardAccount', params: ({ event }) => ({ value: event.value }) } },
                'order.cardConfirmationChanged': {
                  actions: { type: 'setCardConfirmation', params: ({ event }) => ({ value: event.value }) },
                },
                'order.cardSubmitted': [
                  { guard: 'isCardDraftValid', target: 'savingCard', actions: 'ensureIdempotencyKey' },
                  { actions: 'noteCardProblem' },
                ],
              },
            },
            savingCard: {
              // moneyPost: the shell asks before Back leaves while the payout account is saved (FAULTS F8).
              tags: ['busy', 'moneyPost'],
              invoke: {
                src: 'saveBankCard',
                input: ({ context }) => ({
                  orderNo: context.order?.orderNo ?? '',
                  account: context.cardDraft.account,
                  bank: chosenPayoutBank(context),
                  idempotencyKey: context.idempotencyKey ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'isCardRefused', params: ({ event }) => ({ outcome: event.output }) },
                    target: 'editingCard',
                    actions: { type: 'noteCardRefused', params: ({ event }) => ({ outcome: event.output }) },
                  },
                  // Saved: the server moves the order on (usually back to disbursal); follow it.
                  { target: '#order.loading' },
                ],
                onError: { target: 'editingCard', actions: { type: 'noteRequestFault', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
