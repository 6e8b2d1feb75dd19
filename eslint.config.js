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
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'location', 'setInterval'],
    },
  },
);
