import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

// The order follower's wiring loads before the screen, in three steps whose modules each evaluate
// in a task of their own: XState, then the endpoints (every area's schemas), then the order machine.
// Together they made the boot's longest task. Only `setup` is taken from XState: a namespace import
// kept every export of it alive (fromObservable, fromTransition, ...), 1.5 KiB gzip of the app.
const orderScreen = {
  startFirst: [() => import('xstate').then(({ setup }) => setup), () => import('../../machines/order/order.actors'), () => import('./order.wiring')],
};

/** Screens of the loan area by route path; a path missing here redirects home (`ui/app/screens.tsx`). */
export const loanScreens: Readonly<Record<string, ComponentType>> = {
  '/': lazyScreen(() => import('./home/HomeScreen'), orderScreen),
  '/records': lazyScreen(() => import('./records/RecordsScreen')),
  '/borrow/agreement': lazyScreen(() => import('./borrow/AgreementScreen')),
  '/borrow/to_borrow': lazyScreen(() => import('./borrow/ToBorrowScreen')),
  '/borrow/confirm_borrow': lazyScreen(() => import('./borrow/ConfirmBorrowScreen')),
  '/borrow/pay_ment': lazyScreen(() => import('./waiting/OrderStatusScreen'), orderScreen),
  '/borrow/lending': lazyScreen(() => import('./waiting/OrderStatusScreen'), orderScreen),
  '/auth/review_tips': lazyScreen(() => import('./waiting/OrderStatusScreen'), orderScreen),
  '/finish_loading': lazyScreen(() => import('./waiting/FinishLoadingScreen')),
  '/cancellation_form': lazyScreen(() => import('./cancellation/CancellationScreen')),
};
