import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';

/** Paystack's bank list: name and code of each Nigerian bank or wallet (extra fields ignored). */
const bankListSchema = v.array(v.looseObject({ code: v.string(), name: v.string() }));
/** The name on a Nigerian account, as the bank resolves it. */
const verifiedAccountSchema = v.looseObject({ accountName: v.string(), bankName: v.string() });
/** The bank (and branch, when known) of a Mexican bank code. */
const bankBranchSchema = v.looseObject({ bankCode: v.string(), bankName: v.string(), branch: v.optional(v.nullable(v.string())) });

/** KYC calls (SPEC section 7). Data schemas are refined by the KYC area. */
export const kycEndpoints = {
  saveBasicInfo: defineEndpoint({ method: 'POST', path: '/user/saveBasicInfo' }),
  submit: defineEndpoint({ method: 'POST', path: '/user/submit' }),
  uploadCurpFront: defineEndpoint({ method: 'MULTIPART', path: '/user/upload/curp/front' }),
  uploadCurpBack: defineEndpoint({ method: 'MULTIPART', path: '/user/upload/curp/back' }),
  curpOcr: defineEndpoint({ method: 'POST', path: '/user/curp/ocr' }),
  saveFaceImage: defineEndpoint({ method: 'MULTIPART', path: '/user/saveFaceImage' }),
  finishUploadAllImg: defineEndpoint({ method: 'POST', path: '/user/finishUploadAllImg' }),
  saveQuestionnaire: defineEndpoint({ method: 'POST', path: '/user/save/questionnaire' }),
  addBankCard: defineEndpoint({ method: 'POST', path: '/user/addBankCard' }),
  verifyBankCard: defineEndpoint<{ bankCode: string; accountNumber: string }, v.InferOutput<typeof verifiedAccountSchema>>({
    method: 'GET',
    path: '/user/verifyBankCard',
    data: verifiedAccountSchema,
  }),
  bankBranch: defineEndpoint<{ bankCode: string }, v.InferOutput<typeof bankBranchSchema>>({
    method: 'GET',
    path: '/user/getBankBranch',
    data: bankBranchSchema,
  }),
  bankList: defineEndpoint<Record<string, never>, v.InferOutput<typeof bankListSchema>>({
    method: 'GET',
    path: '/app/paystack/bank-list',
    data: bankListSchema,
  }),
  validateVerifyCode: defineEndpoint({ method: 'GET', path: '/loan/validateVerifyCode' }),
};
