import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { compileCommonJsEagerly } from './scripts/build/compileCommonJsEagerly.ts';
import { esmJsxRuntime } from './scripts/build/esmJsxRuntime.ts';
import { shortMessageIds } from './scripts/build/shortMessageIds.ts';
import { SMALL_SHARED_MODULES, modulesAt, onlySmallSharedModules } from './scripts/build/smallSharedModules.ts';
import { hoistTransitiveImports } from './scripts/build/hoistTransitiveImports.ts';
import { pureRouterComponents } from './scripts/build/pureRouterComponents.ts';
import { reactRouterProduction } from './scripts/build/reactRouterProduction.ts';
import { unwrapPagePreloads } from './scripts/build/unwrapPagePreloads.ts';

export default defineConfig({
  base: './',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    hoistTransitiveImports(),
    reactRouterProduction(),
    pureRouterComponents(),
    compileCommonJsEagerly(),
    esmJsxRuntime(),
    shortMessageIds(),
    unwrapPagePreloads(),
    onlySmallSharedModules(),
  ],
  resolve: {
    // @xstate/react imports the shim of useSyncExternalStore that React 17 needed. React 19 has the
    // hook: the package's plain entries use React's own (0.2 KiB gzip less, tests and build alike).
    alias: [{ find: /^use-sync-external-store\/shim(\/with-selector)?$/, replacement: 'use-sync-external-store$1' }],
  },
  build: {
    // DIST_DIR: a build elsewhere than the shared dist/ (bench, or parallel e2e runs on one checkout).
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // Android System WebView updates through the Play Store, Go phones included: ES2022 syntax
    // (native class fields) runs there and saves the helpers ES2020 needs in the first chunk.
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: {
      // Every WebView we target has <link rel="modulepreload">; the polyfill only costs first-screen bytes.
      polyfill: false,
      // Preload links for the entry's chunks only (the loader adds them). A lazy chunk's tree is
      // requested by the bare imports hoistTransitiveImports adds to it: the same fetches without
      // inserting a <link> per chunk (about 1 ms of main thread each). Stylesheets keep theirs.
      resolveDependencies: (_chunk, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    // Everything the entry needs statically goes into the entry's own chunk. Left alone, rolldown
    // splits React and the JSX runtime into chunks of their own because lazy chunks share them:
    // more requests before the first render, and each lazy chunk imports from three first-screen
    // chunks instead of one (about 0.8 KiB gzip of first screen and 2 KiB of the whole app).
    //
    // xstate and its React bindings form one named chunk. Measured with rolldown 1.2, this also
    // lets rolldown put its runtime helpers in the entry chunk instead of a chunk of their own,
    // which 37 chunks imported: one first-screen request fewer and 0.5 KiB less in all.
    // Keep it so: a module that lazy code `import()`s while other chunks import it statically (say
    // services/options/ngBanks) made rolldown move the helpers out again (27 November). Import a
    // module of its own instead (services/orders/nigerianPayoutBanks.ts), which `npm run size` shows
    // as the first screen's file list staying at one file.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'shared', test: modulesAt(SMALL_SHARED_MODULES) },
            // The views' re-export of the price table (machines/shared/loanPricing) was otherwise a chunk
            // of its own holding one import, named in seven chunks' imports (233 bytes of the whole app).
            { name: 'pricing', test: /(machines[\\/]shared[\\/]loanPricing|services[\\/]loans[\\/]pricing)\.ts$/ },
            // With the stand-in every machine's actors are declared with (machines/shared/notProvided),
            // which imports nothing else: 37 chunks named its 0.1 KiB file (0.3 KiB of the whole app).
            { name: 'xstate', test: /([\\/]node_modules[\\/](@xstate[\\/]react|xstate)[\\/]|[\\/]machines[\\/]shared[\\/]notProvided\.ts$)/ },
          ],
        },
        // Chunks are named by their hash alone, in base 36. Each lazy chunk imports its whole tree
        // by file name (hoistTransitiveImports), about 800 names in all, and a module name does
        // not compress across files: this saves about 6 KiB gzip of the whole app. The manifest
        // keeps each chunk's module name, and the size report prints it. Seven characters, not
        // eight, save 0.6 KiB more: 36^7 names leave no real chance of two of ~65 chunks colliding.
        // Rolldown refuses a length too short for its placeholders and names the one it needs
        // (seven for the 65 of today).
        chunkFileNames: 'assets/[hash:7].js',
        // The entry too: 87 chunks import from it by name (0.4 KiB of the whole app as `index-<hash>`).
        entryFileNames: 'assets/[hash:7].js',
        hashCharacters: 'base36',
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
