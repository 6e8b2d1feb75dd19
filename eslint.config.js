import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Imports flow one way: ui -> machines -> services (DESIGN.md). Views take services only as
 * types; wiring files (ui/app and ui/<area>/<area>.wiring.ts) are the one place that wires
 * services into machines. No cycles.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'locales/**/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './services', from: ['./machines', './ui', './sandbox'], message: 'services/ imports neither machines/ nor ui/.' },
            { target: './machines', from: ['./ui', './sandbox'], message: 'machines/ never imports ui/.' },
            { target: ['./ui', './machines', './services'], from: './sandbox', message: 'Nothing in the app imports sandbox/.' },
          ],
        },
      ],
    },
  },
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
