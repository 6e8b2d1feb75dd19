import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds with React Router's production files. Its package exports only `dist/development`,
 * whatever the mode (remix-run/react-router#12532, #14102), so a production build carried the
 * development one: `ENABLE_DEV_WARNINGS = true`, with the warning checks it guards run on every
 * render of the routes and their messages shipped in the first chunk. `dist/production` is the same
 * code with that flag false, so the bundler drops them. Development and the tests keep the warnings.
 * If a release stops shipping `dist/production` (its exports fixed), the aliases are left out.
 */
export function reactRouterProduction(): Plugin {
  const development = dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = join(development, '..', 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  const alias = Object.entries(files)
    .map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: join(production, file) }))
    .filter(({ replacement }) => existsSync(replacement));
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias } }),
  };
}
