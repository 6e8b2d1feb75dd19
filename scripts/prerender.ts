/**
 * `npm run build` = `vite build` + this: prerenders the first screen into `dist/index.html` (in the
 * default market's language) and `dist/index.es.html` (sandbox/firstScreenPages.ts): inline critical
 * CSS, the shell and a skeleton; the entry script is added after the first paint by
 * `assets/load-entry-*.js`. Then it writes brotli and gzip copies of every text asset beside them,
 * for the sandbox and for the wrapper.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { FIRST_SCREEN_PAGES } from '../sandbox/firstScreenPages';
import type { Language } from '../services/storage/localStore';
import { injectFirstScreen, withPageLanguage } from './prerender/injectFirstScreen';
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
  renderFirstScreen: (locale: Language) => { html: string; description: string };
};

const viteHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const pages = Object.entries(FIRST_SCREEN_PAGES).map(([locale, fileName]) => {
  const firstScreen = renderFirstScreen(locale as Language);
  const html = injectFirstScreen(withPageLanguage(viteHtml, locale, firstScreen.description), firstScreen.html, (href) =>
    readFileSync(join(dist, href), 'utf8'),
  );
  const { html: page, ...loader } = loadEntryAfterPaint(html);
  return { fileName, html: page, loader };
});
// One loader for every page: it names the same entry, so it has the same content and file name.
const [loader, ...others] = pages.map((page) => page.loader);
if (!loader || others.some((other) => other.fileName !== loader.fileName)) throw new Error('the pages need different entry loaders');
// Before precompress, so the loader and the pages get their .br/.gz like every other asset.
writeFileSync(join(dist, loader.fileName), loader.source);
for (const page of pages) writeFileSync(join(dist, page.fileName), page.html);
rmSync(serverOut, { recursive: true, force: true });

const { files } = precompress(dist);
const pageList = pages.map((page) => `${page.fileName} (${(Buffer.byteLength(page.html) / 1024).toFixed(1)} KiB)`).join(', ');
console.log(`prerender: first screen in ${pageList}, ${files} files precompressed (.br, .gz)`);
