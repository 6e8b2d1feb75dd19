import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the kyc area by route path; a path missing here redirects home (`ui/app/screens.tsx`). */
export const kycScreens: Readonly<Record<string, ComponentType>> = {
  '/auth/personal_infomation': lazyScreen(() => import('./personal/PersonalInfoScreen')),
  '/bank_account/add_bankcard': lazyScreen(() => import('./bankCard/BankCardScreen')),
  '/auth/loan_question': lazyScreen(() => import('./questionnaire/QuestionnaireScreen')),
  '/auth/id_card_authentication': lazyScreen(() => import('./identity/IdentityScreen')),
  '/auth/additionalInfomation': lazyScreen(() => import('./additional/AdditionalInfoScreen')),
};
