/**
 * `npm run size`: builds nothing itself (run after `vite build`), prints the JS sizes and fails
 * with a message naming what grew past the budget. `npm run size -- --write-baseline` records
 * every chunk's size as accepted (scripts/perf/size-baseline.json), which later failures compare to.
 */
import { join, resolve } from 'node:path';
import { BUDGET } from './perf/budget';
import { bundleSizes, kib } from './perf/bundleSizes';
import { chunkTotals, grownSince, readBaseline, writeBaseline } from './perf/sizeBaseline';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
const baselineFile = process.env.SIZE_BASELINE ? resolve(process.env.SIZE_BASELINE) : join(root, 'scripts/perf/size-baseline.json');
const sizes = bundleSizes(dist);
const failures: string[] = [];
/** What is left under a budget, in bytes: one decimal of KiB hides that 249.9 may be 58 bytes short of 250. */
const room = (gzip: number, budget: number) => (gzip <= budget ? `${budget - gzip} bytes of room` : `${gzip - budget} bytes over`);
const baseline = readBaseline(baselineFile);
/** The chunks that grew since the accepted sizes, for a budget a whole group of chunks shares. */
function grown(keep: (label: string) => boolean): string {
  if (!baseline) return ' (no scripts/perf/size-baseline.json to say which chunk grew)';
  const growth = grownSince(baseline, chunkTotals(sizes)).filter(({ label }) => keep(label));
  if (!growth.length) return `; no chunk grew since the baseline of ${baseline.date}`;
  const lines = growth.slice(0, 8).map(({ label, before, after }) => `${label} +${after - before} bytes (${before} to ${after})`);
  return `; grew since the baseline of ${baseline.date}:\n    ${lines.join('\n    ')}`;
}

console.log(
  `First screen JS: ${kib(sizes.firstScreen.gzip)} gzip (${room(sizes.firstScreen.gzip, BUDGET.firstScreenGzip)}), ${kib(sizes.firstScreen.brotli)} brotli (${sizes.firstScreen.files.join(', ')})`,
);
if (sizes.firstScreen.gzip > BUDGET.firstScreenGzip) {
  const firstScreenLabels = new Set(sizes.firstScreen.parts.map((part) => part.src));
  failures.push(
    `first screen is ${kib(sizes.firstScreen.gzip)} gzip, budget ${kib(BUDGET.firstScreenGzip)}: ${sizes.firstScreen.parts.map((part) => `${part.file} (${part.src})`).join(', ')}` +
      grown((label) => firstScreenLabels.has(label)),
  );
}

const largest = [...sizes.chunks].sort((a, b) => b.gzip - a.gzip);
console.log(`Largest route chunk: ${largest[0] ? `${largest[0].src} ${kib(largest[0].gzip)} gzip` : 'none'}`);
for (const chunk of largest) {
  if (chunk.gzip > BUDGET.routeChunkGzip) {
    failures.push(`chunk ${chunk.file} (${chunk.src}) is ${kib(chunk.gzip)} gzip, budget ${kib(BUDGET.routeChunkGzip)}`);
  }
}

for (const app of sizes.wholeApp) {
  console.log(`Whole app JS (${app.locale}): ${kib(app.gzip)} gzip (${room(app.gzip, BUDGET.wholeAppGzip)}), ${kib(app.brotli)} brotli`);
  if (app.gzip > BUDGET.wholeAppGzip) {
    // Another language's catalogs are not part of this one's app.
    const ofThisLanguage = (label: string) => !/^locales\//.test(label) || label.startsWith(`locales/${app.locale}/`);
    failures.push(`whole app in ${app.locale} is ${kib(app.gzip)} gzip, budget ${kib(BUDGET.wholeAppGzip)}` + grown(ofThisLanguage));
  }
}

if (process.argv.includes('--write-baseline')) {
  writeBaseline(baselineFile, sizes, new Date().toISOString().slice(0, 10));
  console.log(`Baseline written: ${baselineFile}`);
}
if (failures.length) {
  console.error(`Size budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size budget: within limits.');
