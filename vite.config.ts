import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  base: './',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  build: {
    // DIST_DIR: a build elsewhere than the shared dist/ (bench, or parallel e2e runs on one checkout).
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // Android System WebView updates through the Play Store, Go phones included: ES2022 syntax
    // (native class fields) runs there and saves the helpers ES2020 needs in the first chunk.
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every WebView we target has <link rel="modulepreload">; the polyfill only costs first-screen bytes.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173, strictPort: true },
});
