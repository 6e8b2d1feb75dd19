import * as v from 'valibot';
import { PERSONAL_FIELDS, type PersonalFields } from '../../services/kyc/personalInfo.fields';
import { personalErrors, personalPayload } from '../../services/kyc/personalInfo.rules';
import { NG_BANKS, ngBankByCode } from '../../services/options/ngBanks';
import { mxBankByCode } from '../../services/options/mxBanks';
import { mxPayoutBank, unpayableClabe } from '../mxPayoutBank';
import { refusal } from '../refusalWords';
import { unknownNgAccount } from '../unknownNgAccount';
import { isValidNgAccountNumber } from '../../services/validation/ngAccount';
import { bankCardMxSchema, bankCardNgSchema } from '../../services/validation/schemas/bankCard';
import { questionnaireSchema } from '../../services/validation/schemas/questionnaire';
import { validateForm } from '../../services/validation/schemas/validateForm';
import { additionalErrors, additionalPayload } from '../../services/kyc/additionalInfo.rules';
import { isJobless, type EmploymentType } from '../../services/validation/formRules';
import { StepCode } from '../../services/orders/stepCodes';
import { countryMeta } from '../geo';
import type { HandlerContext } from '../handlers';
import { authed, defineHandlers, fail, ok, parsePayload } from '../handlers';
import type { UserRow } from '../db';
import { marketDates } from '../orders/marketDay';
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

/**
 * A form the rules refuse: code 1401, words for the borrower in their language (the app shows a
 * refusal's text as sent), and each field's rule code in `data.errors` (for QA and tests).
 */
function invalid(ctx: Ctx, errors: Record<string, string | undefined>) {
  return fail(ErrorCode.kycInvalidForm, refusal(ctx, 'formNotAccepted'), { errors });
}

/**
 * A rule that depends on today, judged on each date a phone in the market may show now
 * (`marketDates`): the first pass wins, else the refusal on the westernmost date.
 */
function onSomeMarketDate<R extends { ok: boolean }>(ctx: Ctx, judge: (today: string) => R): R {
  const results = marketDates(ctx.clock.now(), ctx.user.market).map(judge);
  return results.find((r) => r.ok) ?? (results[0] as R);
}

function scope(ctx: Ctx) {
  return { db: ctx.db, config: ctx.config, user: ctx.user, clock: ctx.clock };
}

async function stepDone(ctx: Ctx, stepCode: number) {
  const order = await completeStep(scope(ctx), stepCode);
  return ok({ stepCode: order?.stepCode ?? null });
}

/** The ID and face photos: size and type only (the bytes are not kept). */
interface StoredImage {
  size: number;
  type: string;
}
type IdentityProfile = Partial<Record<'back' | 'front' | 'face', StoredImage>> & { curp?: string };

/** What the app sends (FAULTS F40: JPEG, PNG or WebP); anything else is refused, as never trusting the client. */
const ID_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function uploadedImage(ctx: Ctx): StoredImage | null {
  const file = Object.values(ctx.files).flat()[0];
  return file && file.size > 0 && ID_IMAGE_TYPES.includes(file.type) ? { size: file.size, type: file.type } : null;
}

async function identityOf(ctx: Ctx): Promise<IdentityProfile> {
  const profile = await ctx.db.getProfile(ctx.user.id);
  return (profile.identity as IdentityProfile | undefined) ?? {};
}

const ID_NOT_RECOGNISED = 'front/back ID recognition failed, re-upload';

const bankLookup = v.object({ bankCode: v.optional(v.string(), ''), accountNumber: v.optional(v.string(), '') });

/**
 * The name a Nigerian bank gives for an account. The sandbox has no bank behind it: an account in the
 * borrower's own name is assumed (the name saved with personal info, in capitals as banks print it).
 * Accounts whose serial starts with six zeros are "not found", so QA can see the failure with a valid NUBAN.
 */
async function resolvedAccountName(ctx: Ctx): Promise<string> {
  return savedFullName(await ctx.db.getProfile(ctx.user.id)) || 'SANDBOX ACCOUNT HOLDER';
}

/** The name saved with personal info, in capitals as a bank or an ID card prints it; '' before it is saved. */
function savedFullName(profile: Record<string, unknown>): string {
  const basic = (profile.basicInfo ?? {}) as Record<string, string | undefined>;
  return [basic.firstName, basic.middleName, basic.lastName].filter((part) => part && part.trim() !== '').join(' ').toUpperCase();
}

/** What the ID card is read as when the borrower has not given their CURP (additional info) yet. */
const SAMPLE_ID_CARD = { curp: 'GOMA900517MDFRRN03', name: 'ANA GOMEZ MARTINEZ' };

export default defineHandlers({
  'POST /user/saveBasicInfo': authed(async (ctx) => {
    const fields = parsePayload(stringFields, ctx.payload) as PersonalFields;
    const market = ctx.user.market;
    const meta = await countryMeta(market);
    const { ok: passes, errors } = onSomeMarketDate(ctx, (today) => {
      const found = personalErrors(fields, { market, today, geography: meta.states });
      return { ok: Object.keys(found).length === 0, errors: found };
    });
    if (!passes) return invalid(ctx, errors);
    await ctx.db.mergeProfile(ctx.user.id, { basicInfo: personalPayload(fields, market) });
    return stepDone(ctx, StepCode.BasicInfo);
  }),

  // Paystack's list of Nigerian banks and wallets: name and code (the app bundles the same list as a fallback).
  'GET /app/paystack/bank-list': authed(async () => ok(NG_BANKS.map((bank) => ({ name: bank.label, code: bank.code })))),

  // Account name look-up before a Nigerian account is added (same NUBAN rule as the app).
  'GET /user/verifyBankCard': authed(async (ctx) => {
    const { bankCode, accountNumber } = parsePayload(bankLookup, ctx.payload);
    const bank = ngBankByCode(bankCode);
    if (!bank) return invalid(ctx, { bankCode: 'select.required:bank' });
    if (!isValidNgAccountNumber(bank.code, accountNumber)) {
      return invalid(ctx, { accountNumber: 'bank.nuban' });
    }
    const notFound = unknownNgAccount(ctx, bank, accountNumber);
    if (notFound) return notFound;
    return ok({ accountName: await resolvedAccountName(ctx), bankName: bank.label, bankCode: bank.code });
  }),

  // The bank (Mexico: the first 3 digits of a CLABE) the borrower's money would go to.
  'GET /user/getBankBranch': authed(async (ctx) => {
    const { bankCode } = parsePayload(bankLookup, ctx.payload);
    const bank = mxBankByCode(bankCode.trim());
    if (!bank) return unpayableClabe(ctx);
    return ok({ bankCode: bank.code, bankName: bank.label, branch: null });
  }),

  'POST /user/addBankCard': authed(async (ctx) => {
    const { timestamp: _timestamp, ...values } = ctx.payload;
    if (ctx.user.market === 'ng') {
      const result = validateForm(bankCardNgSchema(), values);
      if (!result.ok) return invalid(ctx, result.errors);
      const card = result.value;
      const bank = ngBankByCode(card.bankCode);
      const notFound = bank && unknownNgAccount(ctx, bank, card.accountNumber);
      if (notFound) return notFound;
      await ctx.db.mergeProfile(ctx.user.id, {
        bankCard: {
          cardType: 'bankAccount', bankCode: card.bankCode, bankName: bank?.label ?? card.bankCode,
          accountNumber: card.accountNumber, holderName: card.holderName, bvnVerified: true,
        },
      });
    } else {
      const result = onSomeMarketDate(ctx, (today) => validateForm(bankCardMxSchema(today), values));
      if (!result.ok) return invalid(ctx, result.errors);
      const card = result.value;
      const bank = mxPayoutBank(card.cardType, card.accountNumber);
      // The app leaves the bank to the look-up above; a CLABE sent without it is judged the same.
      if (bank === undefined) return unpayableClabe(ctx);
      await ctx.db.mergeProfile(ctx.user.id, {
        bankCard: {
          cardType: card.cardType, bankCode: bank?.code ?? null, bankName: bank?.label ?? null,
          [card.cardType === 'clabe' ? 'clabe' : 'cardNumber']: card.accountNumber, holderName: card.holderName,
          // A card's valid period is kept with it; its CVC never is (it only proves the card at hand).
          ...(card.cardType === 'bankCard' ? { validPeriod: card.validPeriod } : {}),
        },
      });
    }
    return stepDone(ctx, StepCode.BindCard);
  }),

  'POST /user/submit': authed(async (ctx) => {
    const raw = ctx.payload.additionalInfo;
    const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const market = ctx.user.market;
    // Personal info's employment type says whether there is an employer to name.
    const basicInfo = (await ctx.db.getProfile(ctx.user.id)).basicInfo as { employmentType?: EmploymentType } | undefined;
    const jobless = isJobless(basicInfo?.employmentType);
    const errors = additionalErrors(market, fields, jobless);
    if (Object.keys(errors).length > 0) return invalid(ctx, errors);
    await ctx.db.mergeProfile(ctx.user.id, { additionalInfo: additionalPayload(market, fields, jobless) });
    return stepDone(ctx, StepCode.Addition);
  }),

  'POST /user/save/questionnaire': authed(async (ctx) => {
    const { timestamp: _timestamp, ...answers } = ctx.payload;
    const result = validateForm(questionnaireSchema({ market: ctx.user.market }), answers);
    if (!result.ok) return invalid(ctx, result.errors);
    await ctx.db.mergeProfile(ctx.user.id, { questionnaire: result.value });
    return stepDone(ctx, StepCode.Question);
  }),

  // ID and face (step 12): back, then front, then (Mexico) OCR, then the face, then finishUploadAllImg.
  'POST /user/upload/curp/back': authed(async (ctx) => {
    const image = uploadedImage(ctx);
    if (!image) return fail(ErrorCode.kycBadImage, ID_NOT_RECOGNISED);
    // A new back starts the card over: the front and the OCR must follow it.
    await ctx.db.mergeProfile(ctx.user.id, { identity: { ...(await identityOf(ctx)), back: image, front: undefined, curp: undefined } });
    return ok({});
  }),

  'POST /user/upload/curp/front': authed(async (ctx) => {
    const image = uploadedImage(ctx);
    if (!image) return fail(ErrorCode.kycBadImage, ID_NOT_RECOGNISED);
    const identity = await identityOf(ctx);
    if (!identity.back) return fail(ErrorCode.kycUploadOrder, 'ID back uploaded before front');
    await ctx.db.mergeProfile(ctx.user.id, { identity: { ...identity, front: image } });
    return ok({});
  }),

  'POST /user/curp/ocr': authed(async (ctx) => {
    const identity = await identityOf(ctx);
    if (!identity.back || !identity.front) return fail(ErrorCode.kycOcrFailed, 'OCR failed, restart authentication');
    // The sandbox reads no photo: the card is taken to be the borrower's own, with the CURP they gave.
    const profile = await ctx.db.getProfile(ctx.user.id);
    const savedCurp = (profile.additionalInfo as { curp?: unknown } | undefined)?.curp;
    const card = typeof savedCurp === 'string' && savedCurp !== '' ? { curp: savedCurp, name: savedFullName(profile) } : SAMPLE_ID_CARD;
    await ctx.db.mergeProfile(ctx.user.id, { identity: { ...identity, curp: card.curp } });
    return ok(card);
  }),

  'POST /user/saveFaceImage': authed(async (ctx) => {
    const image = uploadedImage(ctx);
    if (!image) return fail(ErrorCode.kycFaceFailed, 'face recognition failed, retry');
    await ctx.db.mergeProfile(ctx.user.id, { identity: { ...(await identityOf(ctx)), face: image } });
    return ok({});
  }),

  'POST /user/finishUploadAllImg': authed(async (ctx) => {
    const identity = await identityOf(ctx);
    if (!identity.back || !identity.front || !identity.face) {
      return fail(ErrorCode.kycImagesMissing, 'identity verification failed, keep card clear');
    }
    return stepDone(ctx, StepCode.IdentityOCR);
  }),

  // The permissions disclosure (SPEC section 6): accepted once, remembered per borrower.
  'GET /user/permission-disclosure/status': authed(async (ctx) => {
    const profile = await ctx.db.getProfile(ctx.user.id);
    return ok({ accepted: typeof (profile.disclosure as { acceptedAt?: unknown } | undefined)?.acceptedAt === 'number' });
  }),

  'POST /user/permission-disclosure/accept': authed(async (ctx) => {
    const profile = await ctx.db.getProfile(ctx.user.id);
    const earlier = (profile.disclosure as { acceptedAt?: number } | undefined)?.acceptedAt;
    await ctx.db.mergeProfile(ctx.user.id, { disclosure: { acceptedAt: earlier ?? ctx.clock.now() } });
    return ok({ accepted: true });
  }),
});
