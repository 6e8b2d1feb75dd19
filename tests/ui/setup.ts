import '@testing-library/jest-dom/vitest';
import './buttonMatchers';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom lays nothing out and has no scrollIntoView; forms call it after a refused submit
// (ui/shell/revealFirstError.ts). Tests that care spy on it.
Element.prototype.scrollIntoView = function scrollIntoView() {};
