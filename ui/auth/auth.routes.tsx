import type { ComponentType } from 'react';

/** Screens of the auth area by route path; a path missing here shows the "not built yet" view. */
export const authScreens: Readonly<Record<string, ComponentType>> = {};
