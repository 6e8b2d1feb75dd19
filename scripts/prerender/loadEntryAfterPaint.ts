/**
 * Moves the entry module script and its `modulepreload` links out of the page's markup into a
 * small inline script that adds them once the prerendered screen has been painted (its
 * first-contentful-paint entry, which comes when the frame is presented).
 *
 * Why: the prerendered screen needs no JavaScript, yet when the scripts arrive before that paint
 * (assets in the Android wrapper's APK, the HTTP cache on a repeat visit, localhost) the browser
 * evaluates React and runs the boot first, on a slow phone for hundreds of milliseconds, and may
 * even show the app's screen as the first paint. Lighthouse's simulation counts such requests as
 * render-blocking too: a module script finished before the observed paint puts its download
 * (76 KiB at 700 kbps is about 0.9 s) and 10x its evaluation into the simulated LCP.
 * Waiting for the paint costs about one frame. Without the Paint Timing API it waits for one
 * frame; a hidden page (no frames) loads at once; after LOAD_ANYWAY_MS it loads regardless.
 */
const LOAD_ANYWAY_MS = 3000;
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function loadEntryAfterPaint(html: string): string {
  const entry = html.match(ENTRY);
  if (!entry?.[1]) throw new Error('index.html has no <script type="module" crossorigin src="..."> to defer');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const withoutTags = html.replace(ENTRY, '').replace(PRELOAD, '');
  const loader =
    '(function(){var d=document,h=d.head,started=0,P=window.PerformanceObserver;' +
    'function add(tag,set){var e=d.createElement(tag);e.crossOrigin="";set(e);h.appendChild(e)}' +
    'function load(){if(started++)return;' +
    `${JSON.stringify(preloads)}.forEach(function(u){add("link",function(l){l.rel="modulepreload";l.href=u})});` +
    `add("script",function(s){s.type="module";s.src=${JSON.stringify(entry[1])}})}` +
    'if(d.visibilityState==="hidden")return load();' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}})' +
    '.observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(load,0)});' +
    `setTimeout(load,${LOAD_ANYWAY_MS})})()`;
  return withoutTags.replace('</body>', `<script>${loader}</script>\n  </body>`);
}
