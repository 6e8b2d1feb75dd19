import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the support area by route path, one lazy chunk each (landings stay tiny). */
export const supportScreens: Readonly<Record<string, ComponentType>> = {
  '/me': lazyScreen(() => import('./me/MeScreen')),
  '/user_center/settings': lazyScreen(() => import('./userCenter/SettingsScreen')),
  '/user_center/customer_services': lazyScreen(() => import('./userCenter/CustomerServicesScreen')),
  '/user_center/about_us': lazyScreen(() => import('./userCenter/AboutUsScreen')),
  '/user_center/faq': lazyScreen(() => import('./userCenter/FaqScreen')),
  '/user_center/language': lazyScreen(() => import('./userCenter/LanguageScreen')),
  '/user_center/open_app': lazyScreen(() => import('./userCenter/OpenAppScreen')),
  '/privacy_policy': lazyScreen(() => import('./legal/PrivacyPolicyScreen')),
  '/terms_of_service': lazyScreen(() => import('./legal/TermsOfServiceScreen')),
  '/yx1': lazyScreen(() => import('./promo/Yx1Screen')),
  '/yx2': lazyScreen(() => import('./promo/Yx2Screen')),
  '/yx2ConfirmBorrow': lazyScreen(() => import('./promo/Yx2ConfirmBorrowScreen')),
  '/yx3': lazyScreen(() => import('./promo/Yx3Screen')),
  '/feedback/feedback_list': lazyScreen(() => import('./feedback/FeedbackListScreen')),
  '/feedback/add_feedback': lazyScreen(() => import('./feedback/AddFeedbackScreen')),
  '/feedback/feedback_message': lazyScreen(() => import('./feedback/FeedbackMessageScreen')),
  '/feedback/feedbackDetail': lazyScreen(() => import('./feedback/FeedbackDetailScreen')),
  '/feedback/feedback_faq': lazyScreen(() => import('./feedback/FeedbackFaqScreen')),
  '/feedback/feedback_result': lazyScreen(() => import('./feedback/FeedbackResultScreen')),
};
