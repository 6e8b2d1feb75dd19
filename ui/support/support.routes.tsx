import { lazy, type ComponentType } from 'react';

/** Screens of the support area by route path, one lazy chunk each (landings stay tiny). */
export const supportScreens: Readonly<Record<string, ComponentType>> = {
  '/me': lazy(() => import('./me/MeScreen')),
  '/user_center/settings': lazy(() => import('./userCenter/SettingsScreen')),
  '/user_center/customer_services': lazy(() => import('./userCenter/CustomerServicesScreen')),
  '/user_center/about_us': lazy(() => import('./userCenter/AboutUsScreen')),
  '/user_center/faq': lazy(() => import('./userCenter/FaqScreen')),
  '/user_center/language': lazy(() => import('./userCenter/LanguageScreen')),
  '/user_center/open_app': lazy(() => import('./userCenter/OpenAppScreen')),
  '/privacy_policy': lazy(() => import('./legal/PrivacyPolicyScreen')),
  '/terms_of_service': lazy(() => import('./legal/TermsOfServiceScreen')),
  '/yx1': lazy(() => import('./promo/Yx1Screen')),
  '/yx2': lazy(() => import('./promo/Yx2Screen')),
  '/yx2ConfirmBorrow': lazy(() => import('./promo/Yx2ConfirmBorrowScreen')),
  '/yx3': lazy(() => import('./promo/Yx3Screen')),
  '/feedback/feedback_list': lazy(() => import('./feedback/FeedbackListScreen')),
  '/feedback/add_feedback': lazy(() => import('./feedback/AddFeedbackScreen')),
  '/feedback/feedback_message': lazy(() => import('./feedback/FeedbackMessageScreen')),
  '/feedback/feedbackDetail': lazy(() => import('./feedback/FeedbackDetailScreen')),
  '/feedback/feedback_faq': lazy(() => import('./feedback/FeedbackFaqScreen')),
  '/feedback/feedback_result': lazy(() => import('./feedback/FeedbackResultScreen')),
};
