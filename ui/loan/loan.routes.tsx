import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the loan area by route path; a path missing here shows the "not built yet" view. */
export const loanScreens: Readonly<Record<string, ComponentType>> = {
  '/': lazyScreen(() => import('./home/HomeScreen')),
  '/records': lazyScreen(() => import('./records/RecordsScreen')),
  '/borrow/agreement': lazyScreen(() => import('./borrow/AgreementScreen')),
  '/borrow/to_borrow': lazyScreen(() => import('./borrow/ToBorrowScreen')),
  '/borrow/confirm_borrow': lazyScreen(() => import('./borrow/ConfirmBorrowScreen')),
  '/borrow/pay_ment': lazyScreen(() => import('./waiting/OrderStatusScreen')),
  '/borrow/lending': lazyScreen(() => import('./waiting/OrderStatusScreen')),
  '/auth/review_tips': lazyScreen(() => import('./waiting/OrderStatusScreen')),
  '/finish_loading': lazyScreen(() => import('./waiting/FinishLoadingScreen')),
  '/cancellation_form': lazyScreen(() => import('./cancellation/CancellationScreen')),
};
