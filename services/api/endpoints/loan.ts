import { defineEndpoint } from '../endpoint';

/** Order lifecycle calls (SPEC section 7). Data schemas are refined by the loan area. */
export const loanEndpoints = {
  latest: defineEndpoint({ method: 'GET', path: '/loan/loan-order/latest' }),
  list: defineEndpoint({ method: 'GET', path: '/loan/loan-order/list' }),
  loanAgreement: defineEndpoint({ method: 'GET', path: '/loan/loan-order/loanAgreement' }),
  productList: defineEndpoint({ method: 'GET', path: '/loan/product/list' }),
  productIndex: defineEndpoint({ method: 'GET', path: '/loan/loan-product/index' }),
  stepAmount: defineEndpoint({ method: 'GET', path: '/loan/product/step-amount' }),
  confirmProductInfo: defineEndpoint({ method: 'GET', path: '/loan/confirm/product-info' }),
  getMoney: defineEndpoint({ method: 'GET', path: '/loan/get-money' }),
  getMoneyContract: defineEndpoint({ method: 'GET', path: '/loan/get-money/contract' }),
  getMoneyTime: defineEndpoint({ method: 'GET', path: '/loan/get-money-time' }),
  creditInfo: defineEndpoint({ method: 'GET', path: '/loan/get-credit-info' }),
  hasCancelLoan: defineEndpoint({ method: 'GET', path: '/loan/has-cancel-loan' }),
  cancelLoan: defineEndpoint({ method: 'POST', path: '/loan/cancel-loan' }),
  cancelDrawMoney: defineEndpoint({ method: 'POST', path: '/loan/cancel-draw-money' }),
  applyMarket: defineEndpoint({ method: 'POST', path: '/loan/loan-order/apply-market' }),
  applyMarketAgain: defineEndpoint({ method: 'POST', path: '/loan/loan-order/apply-market-again' }),
  updateBankCard: defineEndpoint({ method: 'POST', path: '/user/update-bankCard' }),
  uploadEnable: defineEndpoint({ method: 'GET', path: '/time/upload/enable' }),
  uploadStatus: defineEndpoint({ method: 'GET', path: '/time/upload/uploadStatus' }),
};
