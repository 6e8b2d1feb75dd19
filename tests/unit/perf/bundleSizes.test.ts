import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSizes } from '../../../scripts/perf/bundleSizes';

const dist = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Distinct, incompressible-enough contents so each file has its own size.
const files: Record<string, string> = {
  'assets/index.js': 'export const app = "entry";'.repeat(40),
  'assets/runtime.js': 'export const runtime = 1;'.repeat(10),
  'assets/Home.js': 'export const home = "home screen";'.repeat(30),
  'assets/k3x9q0az.js': 'export const format = (n) => n.toFixed(2);'.repeat(5),
  'assets/en.js': 'export const messages = {"a":["Hello"]};'.repeat(20),
  'assets/es.js': 'export const messages = {"a":["Hola, ¿cómo estás?"]};'.repeat(35),
  // Written by the prerender after Vite's build: the page loads it, the manifest does not list it.
  'assets/load-entry-a1B2c3D4.js': '(function(){var s=document.createElement("script");s.type="module";})();'.repeat(3),
  'index.html': '<!doctype html><div id="root"></div><script src="./assets/load-entry-a1B2c3D4.js" async></script>',
};
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'), { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'ui/app/main.tsx': { file: 'assets/index.js', src: 'ui/app/main.tsx', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['ui/loan/home/HomeScreen.tsx'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'ui/loan/home/HomeScreen.tsx': {
      file: 'assets/Home.js',
      src: 'ui/loan/home/HomeScreen.tsx',
      isDynamicEntry: true,
      imports: ['ui/app/main.tsx', '_k3x9q0az.js'],
    },
    '_k3x9q0az.js': { file: 'assets/k3x9q0az.js', name: 'format' },
    'locales/en/loan.po': { file: 'assets/en.js', src: 'locales/en/loan.po', isDynamicEntry: true },
    'locales/es/loan.po': { file: 'assets/es.js', src: 'locales/es/loan.po', isDynamicEntry: true },
    'ui/app/app.css': { file: 'assets/index.css', src: 'ui/app/app.css' },
  }),
);
const gzip = (file: string) => gzipSync(files[file]!, { level: 9 }).length;

describe('bundleSizes', () => {
  const sizes = bundleSizes(dist);

  it("counts the page's loader, the entry and its static imports as the first screen", () => {
    expect(sizes.firstScreen.files).toEqual(['assets/load-entry-a1B2c3D4.js', 'assets/index.js', 'assets/runtime.js']);
    expect(sizes.firstScreen.gzip).toBe(gzip('assets/load-entry-a1B2c3D4.js') + gzip('assets/index.js') + gzip('assets/runtime.js'));
  });

  it('lists every other JS chunk for the per-chunk budget', () => {
    expect(sizes.chunks.map((chunk) => chunk.file).sort()).toEqual(['assets/Home.js', 'assets/en.js', 'assets/es.js', 'assets/k3x9q0az.js']);
  });

  it('names each chunk by what it holds, a shared chunk by its module since its file name is a hash', () => {
    expect(Object.fromEntries(sizes.chunks.map((chunk) => [chunk.file, chunk.src]))).toEqual({
      'assets/Home.js': 'ui/loan/home/HomeScreen.tsx',
      'assets/k3x9q0az.js': 'format (shared)',
      'assets/en.js': 'locales/en/loan.po',
      'assets/es.js': 'locales/es/loan.po',
    });
  });

  it('sizes the whole app once per language, each with its own catalogs only', () => {
    const code =
      gzip('assets/load-entry-a1B2c3D4.js') + gzip('assets/index.js') + gzip('assets/runtime.js') + gzip('assets/Home.js') + gzip('assets/k3x9q0az.js');
    expect(sizes.wholeApp.map(({ locale, gzip: bytes }) => [locale, bytes])).toEqual([
      ['en', code + gzip('assets/en.js')],
      ['es', code + gzip('assets/es.js')],
    ]);
  });
});
