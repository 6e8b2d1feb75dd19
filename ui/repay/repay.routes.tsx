import type { ComponentType } from 'react';

/** Screens of the repay area by route path; a path missing here shows the "not built yet" view. */
export const repayScreens: Readonly<Record<string, ComponentType>> = {};
