import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: ui -> machines -> services (DESIGN.md). Views take services only as
 * types; wiring files (ui/app and ui/<area>/<area>.wiring.ts) are the one place that wires
 * services into machines. Cycles are checked by scripts/check-cycles.ts (part of `npm run lint`).
 */
const layer = (target, forbidden, message) => ({
  files: [`${target}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${forbidden.join('|')})/`, message }] }],
  },
});

const PLATFORM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'setInterval'];

/** A machine never touches the platform: no clock, no timers, no randomness (DESIGN.md). */
const platformMessage = 'Machines stay pure: the wiring provides keys, the clock and timers (machine.provide, `after` delays).';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'locales/**/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer('services', ['machines', 'ui', 'sandbox'], 'services/ imports neither machines/ nor ui/.'),
  layer('machines', ['ui', 'sandbox'], 'machines/ imports neither ui/ nor sandbox/.'),
  layer('ui', ['sandbox'], 'Nothing in the app imports sandbox/.'),
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/app/**', 'ui/*/*.wiring.ts', 'ui/*/*.wiring.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/**', '!**/services/**/*.types', '!**/services/markets/markets'],
              allowTypeImports: true,
              message: 'Views take services through their area wiring file; import types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PLATFORM_GLOBALS],
    },
  },
  // The charts, rules and selectors are pure. `<name>.actors.ts` is the edge that does the I/O
  // through services (DESIGN.md), so it may keep time, run a ticker or make a request's key.
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.actors.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...PLATFORM_GLOBALS,
        ...['crypto', 'Date', 'setTimeout', 'setInterval'].map((name) => ({ name, message: platformMessage })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: platformMessage },
        ...['crypto', 'Date', 'setTimeout', 'setInterval'].map((property) => ({ object: 'globalThis', property, message: platformMessage })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(ui|sandbox)/', message: 'machines/ imports neither ui/ nor sandbox/.' },
            { regex: '(^|/)services/ids$', message: 'Idempotency keys are provided by the wiring (machines/shared/idempotencyKey.ts).' },
          ],
        },
      ],
    },
  },
);
