/**
 * Moves the entry module script and its `modulepreload` links out of the page's markup into a
 * small inline script that adds them after the first frame of the prerendered screen is produced.
 *
 * Why: the prerendered screen needs no JavaScript, yet when the scripts arrive before that frame
 * (assets in the Android wrapper's APK, the HTTP cache on a repeat visit, localhost) the browser
 * evaluates React and runs the boot before it paints, on a slow phone for hundreds of milliseconds.
 * Lighthouse's simulation counts such requests as render-blocking too: a module script finished
 * before the observed paint puts its download (76 KiB at 700 kbps is about 0.9 s) and 10x its
 * evaluation into the simulated LCP. Loading after the frame costs one frame of download time.
 * A hidden page (no frames) loads at once.
 */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function loadEntryAfterPaint(html: string): string {
  const entry = html.match(ENTRY);
  if (!entry?.[1]) throw new Error('index.html has no <script type="module" crossorigin src="..."> to defer');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const withoutTags = html.replace(ENTRY, '').replace(PRELOAD, '');
  const loader =
    '(function(){var d=document,h=d.head,started=0;' +
    'function add(tag,set){var e=d.createElement(tag);e.crossOrigin="";set(e);h.appendChild(e)}' +
    'function load(){if(started++)return;' +
    `${JSON.stringify(preloads)}.forEach(function(u){add("link",function(l){l.rel="modulepreload";l.href=u})});` +
    `add("script",function(s){s.type="module";s.src=${JSON.stringify(entry[1])}})}` +
    'if(d.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0)})})()';
  return withoutTags.replace('</body>', `<script>${loader}</script>\n  </body>`);
}
