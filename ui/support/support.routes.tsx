import type { ComponentType } from 'react';

/** Screens of the support area by route path; a path missing here shows the "not built yet" view. */
export const supportScreens: Readonly<Record<string, ComponentType>> = {};
