import { lazy, type ComponentType } from 'react';

/** Screens of the repay area by route path; each is its own chunk. */
export const repayScreens: Readonly<Record<string, ComponentType>> = {
  '/repay/repay_detail': lazy(() => import('./detail/RepayScreen')),
  '/repay/repay_stp': lazy(() => import('./detail/StpScreen')),
  '/repay/repay_oxxo': lazy(() => import('./detail/OxxoScreen')),
  '/repay/exhibition_period_detail': lazy(() => import('./rollover/RolloverScreen')),
  '/repay/confirm_exhibition': lazy(() => import('./rollover/ConfirmExtensionScreen')),
  '/repay/manual_repayment': lazy(() => import('./proof/ManualRepaymentScreen')),
};
