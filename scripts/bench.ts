/**
 * `npm run bench`: builds the app and prints figures. It measures; it does not pass or fail on
 * timings (the size budget is enforced by `npm run size` in CI).
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { bundleSizes, kib } from './perf/bundleSizes';
import { encryptionTime } from './perf/encryptionTimes';
import { lighthouseMedians } from './perf/lighthouseRuns';
import { startSandbox } from './perf/sandboxServer';
import { ms } from './perf/stats';

const root = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4308);

function section(title: string) {
  console.log(`\n## ${title}`);
}

console.log(`# Benchmark ${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });

section('JavaScript sizes');
const sizes = bundleSizes(join(root, 'dist'));
const largest = [...sizes.chunks].sort((a, b) => b.gzip - a.gzip)[0];
console.log(`first screen:        ${kib(sizes.firstScreen.gzip)} gzip, ${kib(sizes.firstScreen.brotli)} brotli`);
console.log(`largest route chunk: ${largest ? `${kib(largest.gzip)} gzip (${largest.src})` : 'none'}`);
console.log(`whole app (${sizes.wholeApp.locale}):      ${kib(sizes.wholeApp.gzip)} gzip, ${kib(sizes.wholeApp.brotli)} brotli`);

section('Encryption per request');
console.log(`1 KB payload:  ${ms(encryptionTime(1024), 3)}`);
console.log(`50 KB payload: ${ms(encryptionTime(50 * 1024), 3)}`);

const server = await startSandbox(PORT);
try {
  section(`Lighthouse, median of ${RUNS}`);
  const mobile = await lighthouseMedians(server.url, 'mobile', RUNS);
  console.log(`mobile preset: score ${mobile.score}, LCP ${ms(mobile.lcp)}, TBT ${ms(mobile.tbt)}, CLS ${mobile.cls.toFixed(3)}`);
  const badDay = await lighthouseMedians(server.url, 'badDay', RUNS);
  console.log(`bad day (300 ms RTT, 700 kbps, CPU 10x): LCP ${ms(badDay.lcp)}, score ${badDay.score}`);
} finally {
  server.stop();
}
