import type { ComponentType } from 'react';
import { lazyScreen } from '../app/lazyScreen';

/** Screens of the auth area by route path; a path missing here redirects home (`ui/app/screens.tsx`). */
export const authScreens: Readonly<Record<string, ComponentType>> = {
  '/user/login': lazyScreen(() => import('./SignInScreen').then((module) => ({ default: module.LoginScreen }))),
  '/user/register': lazyScreen(() => import('./SignInScreen').then((module) => ({ default: module.RegisterScreen }))),
  '/user/nation': lazyScreen(() => import('./NationScreen')),
};
