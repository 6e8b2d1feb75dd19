import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Vite's build manifest entry (only the fields we read). */
interface ManifestChunk {
  file: string;
  src?: string;
  /** The chunk's name: for a shared chunk, that of its main module (file names are hashes only). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** What the chunk holds, for people: its source file, or the name of a shared chunk. */
  src: string;
  gzip: number;
  brotli: number;
}

export interface BundleSizes {
  firstScreen: { files: string[]; gzip: number; brotli: number; parts: ChunkSize[] };
  chunks: ChunkSize[];
  /** One entry per language: a borrower downloads one language's catalogs, never both. */
  wholeApp: { gzip: number; brotli: number; locale: string }[];
}

const KIB = 1024;
export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

function measure(distDir: string, file: string) {
  const bytes = readFileSync(join(distDir, file));
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const catalogLocale = (chunk: ManifestChunk) => chunk.src?.match(/^locales\/(\w+)\//)?.[1];
const chunkLabel = (key: string, chunk: ManifestChunk) => chunk.src ?? (chunk.name ? `${chunk.name} (shared)` : key);

/**
 * Scripts `index.html` loads that the manifest does not list: the entry loader, written by the
 * prerender after Vite's build. The borrower downloads it before the entry.
 */
function pageOnlyScripts(distDir: string, manifest: Manifest): string[] {
  let html: string;
  try {
    html = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const built = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="(?:\.\/|\/)?([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !built.has(file));
}

/**
 * Sizes from `dist/.vite/manifest.json`: the first screen is the page's own loader, the entry chunk
 * and everything it imports statically (what the browser must fetch before the app runs), each other
 * chunk is a route or catalog chunk, and the whole app is every JS file for one language, for each
 * language.
 */
export function bundleSizes(distDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');

  const firstScreenKeys = new Set<string>();
  const visit = (key: string) => {
    if (firstScreenKeys.has(key)) return;
    firstScreenKeys.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(entryKey);

  const jsChunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
  const sized = new Map(jsChunks.map(([key, chunk]) => [key, { file: chunk.file, src: chunkLabel(key, chunk), ...measure(distDir, chunk.file) }]));

  const sum = (keys: Iterable<string>, field: 'gzip' | 'brotli') =>
    [...keys].reduce((total, key) => total + (sized.get(key)?.[field] ?? 0), 0);
  const pageKeys = pageOnlyScripts(distDir, manifest).map((file) => {
    sized.set(`page:${file}`, { file, src: 'index.html loader', ...measure(distDir, file) });
    return `page:${file}`;
  });
  const firstScreenJs = [...pageKeys, ...[...firstScreenKeys].filter((key) => sized.has(key))];
  const found = [...new Set(jsChunks.map(([, chunk]) => catalogLocale(chunk)).filter((locale) => locale !== undefined))];
  const locales = found.length ? found.sort() : ['none'];
  const inLanguage = (locale: string) =>
    jsChunks.filter(([, chunk]) => [undefined, locale].includes(catalogLocale(chunk))).map(([key]) => key);

  return {
    firstScreen: {
      files: firstScreenJs.map((key) => sized.get(key)!.file),
      gzip: sum(firstScreenJs, 'gzip'),
      brotli: sum(firstScreenJs, 'brotli'),
      parts: firstScreenJs.map((key) => sized.get(key)!),
    },
    chunks: jsChunks.filter(([key]) => !firstScreenKeys.has(key)).map(([key]) => sized.get(key)!),
    wholeApp: locales.map((locale) => {
      const files = inLanguage(locale);
      return { locale, gzip: sum([...pageKeys, ...files], 'gzip'), brotli: sum([...pageKeys, ...files], 'brotli') };
    }),
  };
}
