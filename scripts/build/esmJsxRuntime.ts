import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const FACADE = '\0esm-jsx-runtime';

/**
 * `react/jsx-runtime` is CommonJS, so each of the app's ~1,500 JSX elements was built as a call
 * through the bundler's interop object, `(0, J.jsx)(...)`. An ES module facade that re-exports
 * `jsx`, `jsxs` and `Fragment` from the same file lets each chunk import them by name and call
 * them directly: the same functions, about 1 KiB gzip less of the whole app.
 */
export function esmJsxRuntime(): Plugin {
  const runtime = createRequire(import.meta.url).resolve('react/jsx-runtime');
  return {
    name: 'esm-jsx-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react/jsx-runtime' && importer !== FACADE ? FACADE : null;
    },
    load(id) {
      if (id !== FACADE) return null;
      return `import * as runtime from ${JSON.stringify(runtime)};\nexport const jsx = runtime.jsx, jsxs = runtime.jsxs, Fragment = runtime.Fragment;\n`;
    },
  };
}
