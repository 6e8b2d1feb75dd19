import type { HomeStatus } from './stepCodes';

/** The home screen's one primary action (SPEC section 4: Apply, Detail, Cannot apply, Get money, Edit, Pay). */
export type HomeAction = 'apply' | 'detail' | 'cannotApply' | 'getMoney' | 'edit' | 'pay';

export const HOME_ACTIONS: Readonly<Record<HomeStatus, HomeAction>> = {
  canLoan: 'apply',
  lending: 'detail',
  assessing: 'detail',
  rejected: 'cannotApply',
  success: 'getMoney',
  failed: 'edit',
  repaying: 'pay',
  overdue: 'pay',
};
