import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { injectFirstScreen, withPageLanguage } from '../../../scripts/prerender/injectFirstScreen';
import { loadEntryAfterPaint } from '../../../scripts/prerender/loadEntryAfterPaint';
import { precompress } from '../../../scripts/prerender/precompress';
import { policyForHtml } from '../../../sandbox/staticFiles';

const VITE_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="./assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

describe('prerendered index.html', () => {
  const html = injectFirstScreen(VITE_HTML, '<main class="app"><h1>Hi</h1></main>', () => '.app{margin:0}\n');

  it('inlines the stylesheet (no render-blocking request) and puts the first screen in #root', () => {
    expect(html).toContain('<style>.app{margin:0}</style>');
    expect(html).not.toContain('index-abc.css');
    expect(html).toContain('<div id="root"><main class="app"><h1>Hi</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="./assets/index-abc.js"></script>');
  });

  it('refuses a first screen with a style attribute (the CSP would block it) and a page prerendered twice', () => {
    expect(() => injectFirstScreen(VITE_HTML, '<p style="color:red">x</p>', () => '')).toThrow(/style attribute/);
    expect(() => injectFirstScreen(html, '<p>x</p>', () => '')).toThrow(/root/);
  });

  it('is written in each language: <html lang> and the description, whatever the template had', () => {
    const meta = '<meta name="description" content="Short-term personal loans" />';
    expect(withPageLanguage(`<!doctype html><html lang="en"><head>${meta}`, 'es', 'Préstamos personales a corto plazo')).toBe(
      '<!doctype html><html lang="es"><head><meta name="description" content="Préstamos personales a corto plazo" />',
    );
    expect(withPageLanguage(`<html class="x">${meta}`, 'es', 'Say "hi" & <go>')).toBe(
      '<html class="x" lang="es"><meta name="description" content="Say &quot;hi&quot; &amp; &lt;go>" />',
    );
    expect(() => withPageLanguage(`<body>${meta}</body>`, 'es', 'x')).toThrow(/<html>/);
    expect(() => withPageLanguage('<html><head></head>', 'es', 'x')).toThrow(/description/);
  });

  it("gets a CSP that allows exactly its inline style by hash, and keeps style-src 'self'", () => {
    const policy = policyForHtml(html);
    // sha256 of ".app{margin:0}", base64
    expect(policy).toContain("style-src 'self' 'sha256-");
    expect(policy).not.toContain('unsafe-inline');
    expect(policyForHtml('<html></html>')).toContain("style-src 'self';");
  });
});

describe('entry script loaded after the first paint', () => {
  const vite = VITE_HTML.replace(
    '</script>',
    '</script>\n<link rel="modulepreload" crossorigin href="./assets/react-1.js">\n<link rel="modulepreload" crossorigin href="./assets/dist-2.js">',
  );
  const { html, fileName, source: loader } = loadEntryAfterPaint(
    injectFirstScreen(vite, '<main class="app"><h1>Hi</h1></main>', () => '.app{margin:0}'),
  );

  it('leaves no inline script, module script or modulepreload in the markup, only the async loader asset after the screen', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html.match(/<script[^>]*>/g)).toEqual([`<script src="./${fileName}" async>`]);
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('<div id="root"><main'));
  });

  it('names the loader asset by its content, so it can be cached for a year', () => {
    expect(fileName).toMatch(/^assets\/load-entry-[\w-]{8}\.js$/);
    const other = loadEntryAfterPaint(injectFirstScreen(VITE_HTML.replace('index-abc.js', 'index-def.js'), '<main></main>', () => ''));
    expect(other.fileName).not.toBe(fileName);
    expect(other.source).toContain('./assets/index-def.js');
    expect(loadEntryAfterPaint(injectFirstScreen(vite, '<main class="app"><h1>Hi</h1></main>', () => '.app{margin:0}')).fileName).toBe(fileName);
  });

  it('adds the preloads and the entry module from the loader once the first contentful paint is reported', () => {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {
        const entry = {
          disconnected: false,
          report: (names: string[]) =>
            callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) }, { disconnect: () => (entry.disconnected = true) }),
        };
        observers.push(entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    const run = (visibilityState: string, observer: unknown) =>
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
        { visibilityState, head: { appendChild: (element: Record<string, string>) => added.push(element) }, createElement: (tag: string) => ({ tag }) },
        { PerformanceObserver: observer },
        (callback: () => void) => frames.push(callback),
        (callback: () => void, ms: number) => timers.push({ callback, ms }),
      );
    const fireTimers = (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.callback());

    run('visible', FakePerformanceObserver);
    observers[0]!.report(['first-paint']);
    fireTimers(0);
    expect(added).toEqual([]);
    observers[0]!.report(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    fireTimers(0);
    expect(added).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: './assets/react-1.js' },
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: './assets/dist-2.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: './assets/index-abc.js' },
    ]);
    fireTimers(Infinity); // the load-anyway timer adds nothing twice
    expect(added).toHaveLength(3);

    added.length = 0;
    timers.length = 0;
    run('visible', undefined); // no Paint Timing API: after one frame
    fireTimers(0);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    fireTimers(0);
    expect(added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);

    added.length = 0;
    timers.length = 0;
    run('visible', FakePerformanceObserver); // no paint reported at all: loads anyway, late
    fireTimers(0);
    expect(added).toEqual([]);
    fireTimers(Infinity);
    expect(added).toHaveLength(3);

    added.length = 0;
    run('hidden', FakePerformanceObserver);
    expect(added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  it("gets a CSP whose script-src is 'self' alone (no hash, no unsafe-inline); only the inline style has a hash", () => {
    const styleHash = createHash('sha256').update('.app{margin:0}', 'utf8').digest('base64');
    const policy = policyForHtml(html);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`style-src 'self' 'sha256-${styleHash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('gives an inline script that slipped into the page no hash: the CSP blocks it', () => {
    expect(policyForHtml(html.replace('</body>', '<script>alert(1)</script></body>'))).toContain("script-src 'self';");
  });

  it('refuses a page without the entry script', () => {
    expect(() => loadEntryAfterPaint('<html><body></body></html>')).toThrow(/module/);
  });
});

describe('precompressed assets', () => {
  it('writes .br and .gz beside each text file that decompress to the original, and skips tiny files and .vite', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const js = 'export const x = 1;\n'.repeat(100);
    writeFileSync(join(dist, 'assets/a.js'), js);
    writeFileSync(join(dist, 'assets/tiny.css'), 'a{}');
    writeFileSync(join(dist, 'assets/logo.png'), Buffer.alloc(1000));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ x: 'y'.repeat(1000) }));

    precompress(dist);

    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/a.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dist, 'assets/a.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dist, 'assets/tiny.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/logo.png.br'))).toBe(false);
    expect(existsSync(join(dist, '.vite/manifest.json.br'))).toBe(false);
  });
});
