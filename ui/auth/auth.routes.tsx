import { lazy, type ComponentType } from 'react';

/** Screens of the auth area by route path; a path missing here shows the "not built yet" view. */
export const authScreens: Readonly<Record<string, ComponentType>> = {
  '/user/login': lazy(() => import('./LoginScreen')),
  '/user/register': lazy(() => import('./RegisterScreen')),
  '/user/nation': lazy(() => import('./NationScreen')),
};
