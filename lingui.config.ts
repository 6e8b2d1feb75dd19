import { defineConfig } from '@lingui/cli';

/**
 * One catalog per UI area, so that a route chunk loads only its own messages and the first
 * screen carries only the shell's. `ui/<area>/` is extracted into `locales/<locale>/<area>.po`.
 */
const areas = ['shell', 'auth', 'loan', 'kyc', 'repay', 'support'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: areas.map((area) => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    // The shell catalog also holds the app frame and the components every area shares.
    include: area === 'shell' ? ['<rootDir>/ui/shell', '<rootDir>/ui/app', '<rootDir>/ui/shared'] : [`<rootDir>/ui/${area}`],
  })),
});
