import * as v from 'valibot';
import { PERSONAL_FIELDS, type PersonalFields } from '../../services/kyc/personalInfo.fields';
import { personalErrors, personalPayload } from '../../services/kyc/personalInfo.rules';
import { localIsoDate } from '../../services/validation/birthday';
import { ngBankByCode } from '../../services/options/ngBanks';
import { mxBankByCode } from '../../services/options/mxBanks';
import { clabeBankCode } from '../../services/validation/clabe';
import { bankCardMxSchema, bankCardNgSchema } from '../../services/validation/schemas/bankCard';
import { questionnaireSchema } from '../../services/validation/schemas/questionnaire';
import { validateForm } from '../../services/validation/schemas/validateForm';
import { StepCode } from '../../services/orders/stepCodes';
import { countryMeta } from '../geo';
import type { HandlerContext } from '../handlers';
import { authed, defineHandlers, fail, ok, parsePayload } from '../handlers';
import type { UserRow } from '../db';
import { completeStep } from '../orders/orderService';
import { ErrorCode } from '../errors';

/**
 * KYC calls (SPEC section 7). Each one validates with the same rules as the app
 * (services/validation, services/kyc: never trust the client), stores its part of the profile under
 * its own key (basicInfo, additionalInfo, identity, questionnaire, bankCard) and moves the order's
 * step code on through the lifecycle (`completeStep`).
 */

type Ctx = HandlerContext<UserRow>;

const stringFields = v.looseObject(
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, v.optional(v.string(), '')])) as Record<
    keyof PersonalFields,
    v.OptionalSchema<v.StringSchema<undefined>, ''>
  >,
);

/** A form the rules refuse: code 1401 and the first field's error code as the message. */
function invalid(errors: Record<string, string | undefined>) {
  const [field, code] = Object.entries(errors).find(([, c]) => c !== undefined) ?? ['form', 'invalid'];
  return fail(ErrorCode.kycInvalidForm, `${field}: ${code}`, { errors });
}

function scope(ctx: Ctx) {
  return { db: ctx.db, config: ctx.config, user: ctx.user, clock: ctx.clock };
}

async function stepDone(ctx: Ctx, stepCode: number) {
  const order = await completeStep(scope(ctx), stepCode);
  return ok({ stepCode: order?.stepCode ?? null });
}

export default defineHandlers({
  '/user/saveBasicInfo': authed(async (ctx) => {
    const fields = parsePayload(stringFields, ctx.payload) as PersonalFields;
    const market = ctx.user.market;
    const meta = await countryMeta(market);
    const errors = personalErrors(fields, { market, today: localIsoDate(new Date(ctx.clock.now())), geography: meta.states });
    if (Object.keys(errors).length > 0) return invalid(errors);
    await ctx.db.mergeProfile(ctx.user.id, { basicInfo: personalPayload(fields, market) });
    return stepDone(ctx, StepCode.BasicInfo);
  }),

  '/user/addBankCard': authed(async (ctx) => {
    const { timestamp: _timestamp, ...values } = ctx.payload;
    if (ctx.user.market === 'ng') {
      const result = validateForm(bankCardNgSchema(), values);
      if (!result.ok) return invalid(result.errors);
      const card = result.value;
      await ctx.db.mergeProfile(ctx.user.id, {
        bankCard: {
          cardType: 'bankAccount', bankCode: card.bankCode, bankName: ngBankByCode(card.bankCode)?.label ?? card.bankCode,
          accountNumber: card.accountNumber, holderName: card.holderName, bvnVerified: true,
        },
      });
    } else {
      const result = validateForm(bankCardMxSchema(), values);
      if (!result.ok) return invalid(result.errors);
      const card = result.value;
      const bankCode = card.cardType === 'clabe' ? clabeBankCode(card.accountNumber) : null;
      await ctx.db.mergeProfile(ctx.user.id, {
        bankCard: {
          cardType: card.cardType, bankCode, bankName: bankCode ? (mxBankByCode(bankCode)?.label ?? bankCode) : null,
          [card.cardType === 'clabe' ? 'clabe' : 'cardNumber']: card.accountNumber, holderName: card.holderName,
        },
      });
    }
    return stepDone(ctx, StepCode.BindCard);
  }),

  '/user/save/questionnaire': authed(async (ctx) => {
    const { timestamp: _timestamp, ...answers } = ctx.payload;
    const result = validateForm(questionnaireSchema({ market: ctx.user.market }), answers);
    if (!result.ok) return invalid(result.errors);
    await ctx.db.mergeProfile(ctx.user.id, { questionnaire: result.value });
    return stepDone(ctx, StepCode.Question);
  }),
});
