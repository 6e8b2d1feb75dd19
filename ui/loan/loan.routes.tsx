import { lazy, type ComponentType } from 'react';

/** Screens of the loan area by route path; a path missing here shows the "not built yet" view. */
export const loanScreens: Readonly<Record<string, ComponentType>> = {
  '/': lazy(() => import('./home/HomeScreen')),
  '/records': lazy(() => import('./records/RecordsScreen')),
  '/borrow/agreement': lazy(() => import('./borrow/AgreementScreen')),
  '/borrow/to_borrow': lazy(() => import('./borrow/ToBorrowScreen')),
  '/borrow/confirm_borrow': lazy(() => import('./borrow/ConfirmBorrowScreen')),
  '/borrow/pay_ment': lazy(() => import('./waiting/OrderStatusScreen')),
  '/borrow/lending': lazy(() => import('./waiting/OrderStatusScreen')),
  '/auth/review_tips': lazy(() => import('./waiting/OrderStatusScreen')),
  '/finish_loading': lazy(() => import('./waiting/FinishLoadingScreen')),
  '/cancellation_form': lazy(() => import('./cancellation/CancellationScreen')),
};
