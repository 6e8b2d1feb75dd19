import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { createSandbox } from '../../sandbox/app';

const distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
// Shaped like the prerendered page: an inline critical style, and the entry loader as an async asset.
const INDEX =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><main>Hi</main><script src="./assets/load-entry-Ab1_cD2-.js" async></script></body></html>';
const INDEX_ES = INDEX.replace('<html>', '<html lang="es">').replace('Hi', 'Hola');
const LOADER = `(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify('./assets/app-abc123.js')};document.head.appendChild(s)})();`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2_000))});`;
let sandbox: Sandbox;

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'index.es.html'), INDEX_ES);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(distDir, 'assets', 'pre-1.css'), 'body{}');
  writeFileSync(join(distDir, 'assets', 'pre-1.css.br'), 'precompressed-br');
  writeFileSync(join(distDir, 'assets', 'load-entry-Ab1_cD2-.js'), LOADER);
  sandbox = await createSandbox({ dataDir: 'memory://', distDir });
}, 120_000);
afterAll(async () => {
  await sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built app', { timeout: 60_000 }, () => {
  it('serves index.html at / without caching, with the security headers', async () => {
    const response = await sandbox.app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'", "img-src 'self' data: blob:"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    // The inline critical CSS is allowed by its hash; scripts only from the origin, no hash at all.
    const styleHash = createHash('sha256').update('body{margin:0}', 'utf8').digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${styleHash}';`);
    expect(csp).toContain("script-src 'self';");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.text()).toBe(INDEX);
  });

  it('serves the first screen in the language the app will likely start in, and says the answer varies by it', async () => {
    const page = (path: string, acceptLanguage?: string) =>
      sandbox.app.request(path, acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {});
    const spanish = await page('/', 'es-MX,es;q=0.9,en;q=0.8');
    expect(await spanish.text()).toBe(INDEX_ES);
    expect(spanish.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    // Its own policy, from its own inline style.
    const styleHash = createHash('sha256').update('body{margin:0}', 'utf8').digest('base64');
    expect(spanish.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${styleHash}';`);
    expect(await (await page('/#/ignored?x=1', 'fr-FR, es;q=0.5')).text()).toBe(INDEX_ES);
    expect(await (await page('/?market=mx')).text()).toBe(INDEX_ES);
    expect(await (await page('/some/deep/link', 'es')).text()).toBe(INDEX_ES);
    expect(await (await page('/?lang=en', 'es-MX')).text()).toBe(INDEX);
    expect(await (await page('/', 'en-NG,en;q=0.9')).text()).toBe(INDEX);
    expect(await (await page('/')).text()).toBe(INDEX);
    // The borrower's own choice, which the app mirrors in a cookie, wins over the phone's.
    const chosen = (cookie: string, acceptLanguage: string) =>
      sandbox.app.request('/', { headers: { 'Accept-Language': acceptLanguage, Cookie: cookie } });
    expect(await (await chosen('page-lang=en', 'es-MX')).text()).toBe(INDEX);
    expect(await (await chosen('page-lang=es', 'en-NG')).text()).toBe(INDEX_ES);
    // Asked for by name, a page is itself: no negotiation.
    const named = await page('/index.html', 'es-MX');
    expect(await named.text()).toBe(INDEX);
    expect(named.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('caches hashed assets for a year and compresses them for clients that accept it', async () => {
    const brotli = await sandbox.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await sandbox.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await sandbox.app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('never answers in an encoding the client refused (q=0)', async () => {
    const noBrotli = await sandbox.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await noBrotli.arrayBuffer())).toString()).toBe(SCRIPT);

    const neither = await sandbox.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0.0' } });
    expect(neither.headers.get('content-encoding')).toBeNull();
    expect(await neither.text()).toBe(SCRIPT);
  });

  it('a page asked for again, unchanged, is a 304 without a body; changed, it is sent again', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await sandbox.app.request('/', { headers });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await sandbox.app.request('/', { headers: { ...headers, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('etag')).toBe(tag);

    // The same validator does not stand for another encoding, nor for the page in another language.
    expect((await sandbox.app.request('/', { headers: { 'If-None-Match': tag! } })).status).toBe(200);
    expect((await sandbox.app.request('/?lang=es', { headers: { ...headers, 'If-None-Match': tag! } })).status).toBe(200);

    writeFileSync(join(distDir, 'index.html'), INDEX.replace('Hi', 'Hello'));
    try {
      const changed = await sandbox.app.request('/', { headers: { ...headers, 'If-None-Match': tag! } });
      expect(changed.status).toBe(200);
      expect(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString()).toContain('Hello');
    } finally {
      writeFileSync(join(distDir, 'index.html'), INDEX);
    }
  });

  it('serves the entry loader like any hashed script: cached for a year, compressed', async () => {
    const response = await sandbox.app.request('/assets/load-entry-Ab1_cD2-.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(LOADER);
  });

  it('prefers a precompressed file next to the asset', async () => {
    const response = await sandbox.app.request('/assets/pre-1.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('precompressed-br');
  });

  it('answers 404 for a missing asset, index.html for other paths, and never leaves dist/', async () => {
    expect((await sandbox.app.request('/assets/missing.js')).status).toBe(404);
    expect(await (await sandbox.app.request('/some/deep/link')).text()).toBe(INDEX);
    const escape = await sandbox.app.request('/..%2f..%2fetc%2fpasswd');
    expect(await escape.text()).toBe(INDEX);
  });
});
