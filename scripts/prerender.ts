/**
 * `npm run build` = `vite build` + this: prerenders the first screen into `dist/index.html`
 * (inline critical CSS, the shell and a skeleton in the default market's language; the entry
 * script is added after the first paint by `assets/load-entry-*.js`) and writes
 * brotli and gzip copies of every text asset beside it, for the sandbox and for the wrapper.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { markets } from '../services/markets/markets';
import { injectFirstScreen } from './prerender/injectFirstScreen';
import { loadEntryAfterPaint } from './prerender/loadEntryAfterPaint';
import { precompress } from './prerender/precompress';

const root = new URL('..', import.meta.url).pathname;
// DIST_DIR: a build elsewhere than the shared dist/ (the bench builds its own).
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
// Inside the project so the server bundle resolves node_modules; one per DIST_DIR so parallel builds do not clash.
const serverOut = join(root, 'node_modules/.cache', process.env.DIST_DIR ? `prerender-${dist.replace(/[^\w]+/g, '_')}` : 'prerender');

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'scripts/prerender/renderFirstScreen.tsx'),
    outDir: serverOut,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'renderFirstScreen.js' } },
  },
});
const { renderFirstScreen } = (await import(pathToFileURL(join(serverOut, 'renderFirstScreen.js')).href)) as {
  renderFirstScreen: (locale: 'en' | 'es') => string;
};

const indexPath = join(dist, 'index.html');
const { html, fileName: loaderFile, source: loaderSource } = loadEntryAfterPaint(
  injectFirstScreen(readFileSync(indexPath, 'utf8'), renderFirstScreen(markets.ng.defaultLanguage), (href) =>
    readFileSync(join(dist, href), 'utf8'),
  ),
);
// Before precompress, so the loader gets its .br/.gz like every other asset.
writeFileSync(join(dist, loaderFile), loaderSource);
writeFileSync(indexPath, html);
rmSync(serverOut, { recursive: true, force: true });

const { files } = precompress(dist);
console.log(`prerender: first screen in dist/index.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB), ${files} files precompressed (.br, .gz)`);
