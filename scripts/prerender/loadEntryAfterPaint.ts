import { createHash } from 'node:crypto';

/**
 * Moves the entry module script and its `modulepreload` links out of the page's markup into a
 * small classic script, emitted as its own content-hashed asset, that adds them once the
 * prerendered screen has been painted (its first-contentful-paint entry, which comes when the
 * frame is presented). The page references it with `<script src async>`: never render-blocking,
 * and no inline script, so the CSP's `script-src 'self'` needs no hash (issue 9).
 *
 * Why wait: the prerendered screen needs no JavaScript, yet when the scripts arrive before that paint
 * (assets in the Android wrapper's APK, the HTTP cache on a repeat visit, localhost) the browser
 * evaluates React and runs the boot first, on a slow phone for hundreds of milliseconds, and may
 * even show the app's screen as the first paint. Lighthouse's simulation counts such requests as
 * render-blocking too: a module script finished before the observed paint puts its download
 * (76 KiB at 700 kbps is about 0.9 s) and 10x its evaluation into the simulated LCP.
 * Waiting for the paint costs about one frame. The loader may run after that paint (it is async),
 * hence `buffered: true`. Without the Paint Timing API it waits for one frame; a hidden page
 * (no frames) loads at once; after LOAD_ANYWAY_MS it loads regardless.
 */
const LOAD_ANYWAY_MS = 3000;
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface EntryLoader {
  /** The page without the entry's tags, referencing the loader asset. */
  html: string;
  /** Path of the loader relative to the build directory, e.g. `assets/load-entry-1a2B3c4D.js`. */
  fileName: string;
  /** The loader's source, to be written to `fileName`. */
  source: string;
}

function loaderSource(entry: string, preloads: string[]): string {
  return (
    '(function(){var d=document,h=d.head,started=0,P=window.PerformanceObserver;' +
    'function add(tag,set){var e=d.createElement(tag);e.crossOrigin="";set(e);h.appendChild(e)}' +
    'function load(){if(started++)return;' +
    `${JSON.stringify(preloads)}.forEach(function(u){add("link",function(l){l.rel="modulepreload";l.href=u})});` +
    `add("script",function(s){s.type="module";s.src=${JSON.stringify(entry)}})}` +
    'if(d.visibilityState==="hidden")return load();' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}})' +
    '.observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(load,0)});' +
    `setTimeout(load,${LOAD_ANYWAY_MS})})();\n`
  );
}

export function loadEntryAfterPaint(html: string): EntryLoader {
  const entry = html.match(ENTRY);
  if (!entry?.[1]) throw new Error('index.html has no <script type="module" crossorigin src="..."> to defer');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const source = loaderSource(entry[1], preloads);
  // Same shape as Vite's names: 8 URL-safe characters of the content hash.
  const hash = createHash('sha256').update(source, 'utf8').digest('base64url').slice(0, 8);
  const fileName = `assets/load-entry-${hash}.js`;
  const withoutTags = html.replace(ENTRY, '').replace(PRELOAD, '');
  return { html: withoutTags.replace('</body>', `<script src="./${fileName}" async></script>\n  </body>`), fileName, source };
}
