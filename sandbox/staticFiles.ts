import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding, type Encoding } from './acceptEncoding';
import { FIRST_SCREEN_PAGES, pageLanguage } from './firstScreenPages';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';

/**
 * Serves the built app from `dist/`: the prerendered page in the likely language (no-cache) for `/`
 * and unknown paths (the app uses hash routes), hashed files under /assets/ cached for a year.
 * Brotli or gzip when the client accepts it: a precompressed `.br`/`.gz` beside the file wins, else
 * it is compressed once and kept in memory. Every answer carries an ETag, so that a page asked for
 * again (no-cache: each start revalidates) is a 304 without a body when it has not changed.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/**
 * The prerendered pages (index.html, index.es.html) inline their critical CSS; `style-src 'self'`
 * would block it, so the policy for each page names each inline <style> by its sha256 (no 'unsafe-inline'). Scripts get
 * no such exception: `script-src` stays `'self'`, and an inline <script> is blocked (the entry
 * loader is an asset file, `assets/load-entry-*.js`).
 */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

export function policyForHtml(html: string): string {
  const hashes = inlineStyleHashes(html);
  return hashes.length === 0 ? CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`);
}

export function createStaticServer(distDir: string) {
  const cache = new Map<string, Buffer>();
  const policies = new Map<string, string>();

  /** Computed once per build of each page (keyed by its path and modification time). */
  function htmlPolicy(file: string): string {
    const key = `${file}:${statSync(file).mtimeMs}`;
    let policy = policies.get(key);
    if (!policy) {
      policy = policyForHtml(readFileSync(file, 'utf8'));
      policies.set(key, policy);
    }
    return policy;
  }

  function encoded(file: string, encoding: Encoding): Buffer {
    const cacheKey = `${encoding}:${file}:${statSync(file).mtimeMs}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const pre = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const body = existsSync(pre)
      ? readFileSync(pre)
      : encoding === 'br'
        ? brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(readFileSync(file), { level: 9 });
    cache.set(cacheKey, body);
    return body;
  }

  const tags = new Map<string, string>();
  /** A strong validator per file content and encoding (each encoding is another representation). */
  function entityTag(file: string, encoding: Encoding | null): string {
    const key = `${file}:${statSync(file).mtimeMs}`;
    let digest = tags.get(key);
    if (!digest) {
      digest = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 22);
      tags.set(key, digest);
    }
    return `"${digest}${encoding ? `-${encoding}` : ''}"`;
  }

  function resolveFile(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const candidate = normalize(join(distDir, decoded));
    if (!candidate.startsWith(normalize(distDir) + sep)) return null;
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  }

  /** The first screen in the language the app will likely start in; a build without it gets index.html. */
  function firstScreenPage(url: URL, acceptLanguage: string | undefined, cookie: string | undefined): string | null {
    const page = FIRST_SCREEN_PAGES[pageLanguage(url.searchParams, acceptLanguage, cookie)];
    return resolveFile(`/${page}`) ?? resolveFile('/index.html');
  }

  return (c: Context) => {
    const url = new URL(c.req.url);
    const urlPath = url.pathname;
    const isAsset = urlPath.startsWith('/assets/');
    const file = urlPath !== '/' ? resolveFile(urlPath) : null;
    const page = file || isAsset ? null : firstScreenPage(url, c.req.header('accept-language'), c.req.header('cookie'));
    const served = file ?? page;
    if (!served) {
      return c.text(isAsset ? 'not found' : 'The app is not built yet: run `npm run build` (or `npm start`).', 404);
    }
    const ext = extname(served);
    c.header('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    c.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    c.header('Vary', page ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
    if (ext === '.html') c.header('Content-Security-Policy', htmlPolicy(served));
    const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(c.req.header('accept-encoding')) : null;
    const tag = entityTag(served, encoding);
    c.header('ETag', tag);
    const known = c.req.header('if-none-match');
    if (known && (known.trim() === '*' || known.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag))) {
      return c.body(null, 304);
    }
    const body = encoding ? encoded(served, encoding) : readFileSync(served);
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(body), 200);
  };
}
