/**
 * `npm run size`: builds nothing itself (run after `vite build`), prints the JS sizes and fails
 * with a message naming what grew past the budget.
 */
import { join, resolve } from 'node:path';
import { BUDGET } from './perf/budget';
import { bundleSizes, kib } from './perf/bundleSizes';

const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(new URL('..', import.meta.url).pathname, 'dist');
const sizes = bundleSizes(dist);
const failures: string[] = [];
/** What is left under a budget, in bytes: one decimal of KiB hides that 249.9 may be 58 bytes short of 250. */
const room = (gzip: number, budget: number) => (gzip <= budget ? `${budget - gzip} bytes of room` : `${gzip - budget} bytes over`);

console.log(
  `First screen JS: ${kib(sizes.firstScreen.gzip)} gzip (${room(sizes.firstScreen.gzip, BUDGET.firstScreenGzip)}), ${kib(sizes.firstScreen.brotli)} brotli (${sizes.firstScreen.files.join(', ')})`,
);
if (sizes.firstScreen.gzip > BUDGET.firstScreenGzip) {
  failures.push(`first screen is ${kib(sizes.firstScreen.gzip)} gzip, budget ${kib(BUDGET.firstScreenGzip)}: ${sizes.firstScreen.files.join(', ')}`);
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
    failures.push(`whole app in ${app.locale} is ${kib(app.gzip)} gzip, budget ${kib(BUDGET.wholeAppGzip)}`);
  }
}

if (failures.length) {
  console.error(`Size budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Size budget: within limits.');
