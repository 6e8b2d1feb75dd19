import { defineEndpoint } from '../endpoint';

/** Repayment, rollover, coupons and lucky draw (SPEC section 7). Refined by the repay area. */
export const repayEndpoints = {
  detail: defineEndpoint({ method: 'GET', path: '/repay/repay-order/detail' }),
  stpClabe: defineEndpoint({ method: 'GET', path: '/repay/getStpClabe' }),
  oxxoReference: defineEndpoint({ method: 'GET', path: '/repay/getOXXOReference' }),
  paystackAuthorization: defineEndpoint({ method: 'GET', path: '/repay/paystack/authorization' }),
  flutterwaveRepayLink: defineEndpoint({ method: 'GET', path: '/repay/flutterwave/repay-link' }),
  flutterwaveVerifyOtp: defineEndpoint({ method: 'GET', path: '/repay/flutterwave/verify-opt' }),
  monnifyReservedAccount: defineEndpoint({ method: 'GET', path: '/repay/monnify_reserved_account' }),
  flutterwaveReservedAccount: defineEndpoint({ method: 'GET', path: '/repay/flutterwave_reserved_account' }),
  createDedicatedAccount: defineEndpoint({ method: 'GET', path: '/repay/dedicated_account/create' }),
  uploadVoucher: defineEndpoint({ method: 'MULTIPART', path: '/repay/upload/user/voucher' }),
  saveVoucher: defineEndpoint({ method: 'POST', path: '/repay/save/user/voucher' }),
  voucherList: defineEndpoint({ method: 'POST', path: '/repay/get/voucher/list' }),
  extensionData: defineEndpoint({ method: 'GET', path: '/repay/getExtensionData' }),
  confirmExtensionOrder: defineEndpoint({ method: 'GET', path: '/repay/confirmExtensionOrder' }),
  updateExtensionOrderStatus: defineEndpoint({ method: 'GET', path: '/repay/updateExtensionOrderStatus' }),
  lotteryIsShow: defineEndpoint({ method: 'GET', path: '/lottery-draw/is-show' }),
  lotteryCreate: defineEndpoint({ method: 'POST', path: '/lottery-draw/create' }),
  couponQuantity: defineEndpoint({ method: 'GET', path: '/lottery-draw/coupon/quantity' }),
  coupons: defineEndpoint({ method: 'GET', path: '/lottery-draw/coupons' }),
  couponUse: defineEndpoint({ method: 'POST', path: '/lottery-draw/coupon/use' }),
  couponUsed: defineEndpoint({ method: 'POST', path: '/lottery-draw/coupon/used' }),
};
