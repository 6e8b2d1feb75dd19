import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the repay area by route path; each module is its own chunk (the method screens share the detail's). */
export const repayScreens: Readonly<Record<string, ComponentType>> = {
  '/repay/repay_detail': lazyScreen(() => import('./detail/RepayScreen')),
  '/repay/repay_stp': lazyScreen(() => import('./detail/RepayScreen').then((module) => ({ default: module.StpScreen }))),
  '/repay/repay_oxxo': lazyScreen(() => import('./detail/RepayScreen').then((module) => ({ default: module.OxxoScreen }))),
  '/repay/exhibition_period_detail': lazyScreen(() => import('./rollover/RolloverScreen')),
  '/repay/confirm_exhibition': lazyScreen(() => import('./rollover/RolloverScreen').then((module) => ({ default: module.ConfirmExtensionScreen }))),
  '/repay/manual_repayment': lazyScreen(() => import('./proof/ManualRepaymentScreen')),
};
