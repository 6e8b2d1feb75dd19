import { lazy, type ComponentType } from 'react';

/** Screens of the kyc area by route path; a path missing here shows the "not built yet" view. */
export const kycScreens: Readonly<Record<string, ComponentType>> = {
  '/auth/personal_infomation': lazy(() => import('./personal/PersonalInfoScreen')),
  '/bank_account/add_bankcard': lazy(() => import('./bankCard/BankCardScreen')),
  '/auth/loan_question': lazy(() => import('./questionnaire/QuestionnaireScreen')),
};
