import type { ComponentType } from 'react';

/** Screens of the loan area by route path; a path missing here shows the "not built yet" view. */
export const loanScreens: Readonly<Record<string, ComponentType>> = {};
