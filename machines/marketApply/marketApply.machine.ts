/**
 * Applying to a marketplace partner's product (SPEC section 7 market calls).
 *
 *   editing --submitted [form valid]--> savingBasicInfo -> savingAdditionInfo -> applying -> applied
 *   any step refused or failing -> editing with the error; the form keeps its values
 *   applying --no answer--> checking: the product's open application, if any, is the one made
 *   (applied); none -> editing with the fault
 *   editing --cancelled--> cancelled (what was typed is let go)
 *
 * A reload gives back what was typed (`typed`, marketApply.typed.ts) with the apply's key and
 * whether its last answer was lost. In doubt, the form starts by asking the server (checking), so
 * an application the reload cut off is found, not made again; otherwise it opens where it was.
 *
 * `applying` calls apply-market, or apply-market-again when the borrower used this product before,
 * with the same idempotency key on a retry (a lost answer never opens two orders), and a new one
 * once the amount changes after such a loss, or once the server refused.
 */
import { assign, setup } from 'xstate';
import { FIRST_KEY_VERSION, keyAfterEdit, keyAfterLostAnswer, keyAfterRefusal, versionedKey } from '../shared/idempotencyKey';
import { notProvided } from '../shared/notProvided';
import { faultFrom } from '../shared/submitError';
import { formProblems, parseAmount } from './marketApply.rules';
import type {
  ApplyInput,
  ApplyOutcome,
  MarketApplyContext,
  MarketApplyEvent,
  MarketApplyInput,
  MarketForm,
  OpenApplication,
  StepOutcome,
} from './marketApply.types';

type Business = { code: number; msg: string };
const refusal = (outcome: StepOutcome | ApplyOutcome): Business =>
  outcome.ok ? { code: 0, msg: '' } : { code: outcome.code, msg: outcome.msg };

export const marketApplyMachine = setup({
  types: {
    context: {} as MarketApplyContext,
    events: {} as MarketApplyEvent,
    input: {} as MarketApplyInput,
    output: {} as { orderNo: string | null },
  },
  actors: {
    saveBasicInfo: notProvided<StepOutcome, { productId: string; form: MarketForm }>('saveBasicInfo'),
    saveAdditionInfo: notProvided<StepOutcome, { productId: string; form: MarketForm }>('saveAdditionInfo'),
    applyForProduct: notProvided<ApplyOutcome, ApplyInput>('applyForProduct'),
    findOpenApplication: notProvided<OpenApplication, { productId: string }>('findOpenApplication'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(formProblems(context.form, context.product)).length === 0,
    isAccepted: (_, params: { ok: boolean }) => params.ok,
    isApplicationOpen: (_, params: OpenApplication) => params.orderNo !== null,
    isKeyInDoubt: ({ context }) => context.keyInDoubt,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'market.fieldChanged') return {};
      // Another amount is another order: after a lost apply answer, a new key (machines/shared/idempotencyKey).
      const newIntent = event.field === 'amount' && event.value !== context.form.amount;
      return { form: { ...context.form, [event.field]: event.value }, ...(newIntent ? keyAfterEdit(context) : {}) };
    }),
    markAttempted: assign({ attempted: true, error: null }),
    rememberOrder: assign({ orderNo: (_, params: { orderNo: string }) => params.orderNo }),
    setBusinessError: assign({
      error: (_, params: Business) => ({ kind: 'business' as const, code: params.code, serverMessage: params.msg }),
    }),
    setFaultError: assign({ error: ({ event }) => faultFrom((event as unknown as { error: unknown }).error) }),
    noteApplyRefused: assign(({ context }) => keyAfterRefusal(context)),
    noteApplyAnswerLost: assign(() => keyAfterLostAnswer()),
  },
}).createMachine({
  id: 'marketApply',
  context: ({ input }) => {
    const typed = input.typed?.product.productId === input.product.productId ? input.typed : null;
    return {
      product: input.product,
      form: typed?.form ?? { amount: String(input.product.minAmount), fullName: '', email: '', monthlyIncome: '', employment: '' },
      attempted: false,
      error: null,
      submissionKey: typed?.submissionKey ?? input.submissionKey,
      ...FIRST_KEY_VERSION,
      keyInDoubt: typed?.keyInDoubt ?? false,
      orderNo: null,
    };
  },
  initial: 'starting',
  output: ({ context }) => ({ orderNo: context.orderNo }),
  states: {
    starting: {
      always: [{ guard: 'isKeyInDoubt', target: 'checking' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'market.fieldChanged': { actions: 'changeField' },
        'market.submitted': [{ guard: 'isFormValid', target: 'savingBasicInfo', actions: 'markAttempted' }, { actions: 'markAttempted' }],
        'market.cancelled': 'cancelled',
      },
    },
    savingBasicInfo: {
      tags: ['busy'],
      invoke: {
        src: 'saveBasicInfo',
        input: ({ context }) => ({ productId: context.product.productId, form: context.form }),
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'savingAdditionInfo' },
          { target: 'editing', actions: { type: 'setBusinessError', params: ({ event }) => refusal(event.output) } },
        ],
        onError: { target: 'editing', actions: 'setFaultError' },
      },
    },
    savingAdditionInfo: {
      tags: ['busy'],
      invoke: {
        src: 'saveAdditionInfo',
        input: ({ context }) => ({ productId: context.product.productId, form: context.form }),
        onDone: [
          { guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'applying' },
          { target: 'editing', actions: { type: 'setBusinessError', params: ({ event }) => refusal(event.output) } },
        ],
        onError: { target: 'editing', actions: 'setFaultError' },
      },
    },
    applying: {
      // moneyPost: the shell asks before Back leaves while the order is being created (FAULTS F8).
      tags: ['busy', 'moneyPost'],
      invoke: {
        src: 'applyForProduct',
        input: ({ context }) => ({ product: context.product, amount: parseAmount(context.form.amount), submissionKey: versionedKey(context.submissionKey, context.keyVersion) }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'applied',
            actions: { type: 'rememberOrder', params: ({ event }) => ({ orderNo: event.output.ok ? event.output.orderNo : '' }) },
          },
          { target: 'editing', actions: [{ type: 'setBusinessError', params: ({ event }) => refusal(event.output) }, 'noteApplyRefused'] },
        ],
        // Outcome unknown (FAULTS F2): the product's applications say whether it was made.
        onError: { target: 'checking', actions: ['setFaultError', 'noteApplyAnswerLost'] },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'findOpenApplication',
        input: ({ context }) => ({ productId: context.product.productId }),
        onDone: [
          {
            guard: { type: 'isApplicationOpen', params: ({ event }) => event.output },
            target: 'applied',
            actions: { type: 'rememberOrder', params: ({ event }) => ({ orderNo: event.output.orderNo ?? '' }) },
          },
          // Not made: the form with the fault; Submit sends it again with the same key.
          { target: 'editing' },
        ],
        onError: 'editing',
      },
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
