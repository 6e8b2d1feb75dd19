import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the repay area by route path; each is its own chunk. */
export const repayScreens: Readonly<Record<string, ComponentType>> = {
  '/repay/repay_detail': lazyScreen(() => import('./detail/RepayScreen')),
  '/repay/repay_stp': lazyScreen(() => import('./detail/StpScreen')),
  '/repay/repay_oxxo': lazyScreen(() => import('./detail/OxxoScreen')),
  '/repay/exhibition_period_detail': lazyScreen(() => import('./rollover/RolloverScreen')),
  '/repay/confirm_exhibition': lazyScreen(() => import('./rollover/ConfirmExtensionScreen')),
  '/repay/manual_repayment': lazyScreen(() => import('./proof/ManualRepaymentScreen')),
};
