/**
 * The complete route table of SPEC section 2, with the spec's own path spellings (the wrapper
 * deep-links to them). The guard, the router and the tests all read this table.
 */
export type Area = 'shell' | 'auth' | 'loan' | 'kyc' | 'repay' | 'support';
export type Tab = 'home' | 'records' | 'me';

export interface RouteSpec {
  path: string;
  area: Area;
  /**
   * Needs a stored token: exactly the screens SPEC section 2's guard names (bank account, which
   * redirects to add bank card, is guarded through its child). Other screens' calls answer a
   * session code without a token; the session machine then asks for the login once (`loginAsked`).
   */
  protected?: boolean;
  /** The tab it is under: the tab bar shows on it (Me's pages too, so a deep link to one is no dead end). */
  tab?: Tab;
}

export const ROUTES: readonly RouteSpec[] = [
  { path: '/', area: 'loan', tab: 'home' },
  { path: '/records', area: 'loan', tab: 'records', protected: true },
  { path: '/me', area: 'support', tab: 'me' },
  { path: '/bank_account/add_bankcard', area: 'kyc', protected: true },
  { path: '/auth/id_card_authentication', area: 'kyc', protected: true },
  { path: '/auth/personal_infomation', area: 'kyc', protected: true },
  { path: '/auth/additionalInfomation', area: 'kyc' },
  { path: '/auth/review_tips', area: 'loan', protected: true },
  { path: '/auth/loan_question', area: 'kyc' },
  { path: '/borrow/agreement', area: 'loan' },
  { path: '/borrow/to_borrow', area: 'loan', protected: true },
  { path: '/borrow/confirm_borrow', area: 'loan' },
  { path: '/borrow/pay_ment', area: 'loan' },
  { path: '/borrow/lending', area: 'loan' },
  { path: '/repay/repay_detail', area: 'repay', protected: true },
  { path: '/repay/repay_stp', area: 'repay' },
  { path: '/repay/repay_oxxo', area: 'repay' },
  { path: '/repay/exhibition_period_detail', area: 'repay' },
  { path: '/repay/confirm_exhibition', area: 'repay' },
  { path: '/repay/manual_repayment', area: 'repay' },
  { path: '/user_center/customer_services', area: 'support', protected: true, tab: 'me' },
  { path: '/user_center/settings', area: 'support', protected: true, tab: 'me' },
  { path: '/user_center/about_us', area: 'support', protected: true, tab: 'me' },
  { path: '/user_center/faq', area: 'support', protected: true, tab: 'me' },
  { path: '/user_center/language', area: 'support', tab: 'me' },
  { path: '/user_center/open_app', area: 'support', tab: 'me' },
  { path: '/user/login', area: 'auth' },
  { path: '/user/register', area: 'auth' },
  { path: '/user/nation', area: 'auth' },
  { path: '/privacy_policy', area: 'support' },
  { path: '/terms_of_service', area: 'support' },
  { path: '/yx1', area: 'support' },
  { path: '/yx2', area: 'support' },
  { path: '/yx2ConfirmBorrow', area: 'support' },
  { path: '/yx3', area: 'support' },
  { path: '/cancellation_form', area: 'loan' },
  { path: '/finish_loading', area: 'loan', protected: true },
  { path: '/feedback/feedback_list', area: 'support', protected: true },
  { path: '/feedback/add_feedback', area: 'support' },
  { path: '/feedback/feedback_message', area: 'support' },
  { path: '/feedback/feedbackDetail', area: 'support', protected: true },
  { path: '/feedback/feedback_faq', area: 'support' },
  { path: '/feedback/feedback_result', area: 'support' },
];

/** Parent paths that redirect to a child (SPEC section 2). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/bank_account': '/bank_account/add_bankcard',
  '/auth': '/auth/personal_infomation',
  '/borrow': '/',
  '/repay': '/',
  '/user_center': '/user_center/settings',
  '/user': '/user/login',
  '/feedback': '/feedback/feedback_list',
};

export const LOGIN_PATH = '/user/login';

export function findRoute(path: string): RouteSpec | undefined {
  return ROUTES.find((route) => route.path === path);
}
