import { defineEndpoint } from '../endpoint';

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
  verifyBankCard: defineEndpoint({ method: 'GET', path: '/user/verifyBankCard' }),
  bankBranch: defineEndpoint({ method: 'GET', path: '/user/getBankBranch' }),
  bankList: defineEndpoint({ method: 'GET', path: '/app/paystack/bank-list' }),
  validateVerifyCode: defineEndpoint({ method: 'GET', path: '/loan/validateVerifyCode' }),
};
