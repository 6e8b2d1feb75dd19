/**
 * `npm run bench`: builds the app (into its own folder, not the shared dist/) and prints figures.
 * It measures; it never fails on timings (the size budget is enforced by `npm run size` in CI).
 * BENCH_RUNS (3) runs per median, BENCH_PORT (4308) for the sandbox serving the build, DIST_DIR for
 * the build (default node_modules/.cache/bench-dist), so that two benches on one checkout do not clash.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { BUDGET } from './perf/budget';
import { bundleSizes, kib } from './perf/bundleSizes';
import { encryptionTime } from './perf/encryptionTimes';
import { jsBeforeLiveFigures } from './perf/jsBeforeLive';
import { lighthouseMedians, type LighthouseFigures } from './perf/lighthouseRuns';
import { nextScreenTimes } from './perf/nextScreen';
import { waitForQuietHost } from './perf/quietHost';
import { pathGenerationTimes } from './perf/pathGenerationTimes';
import { startSandbox } from './perf/sandboxServer';
import { ms } from './perf/stats';
import { tapToNextTimes } from './perf/tapToNext';

const root = new URL('..', import.meta.url).pathname;
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 4308);
const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'node_modules/.cache/bench-dist');

function section(title: string) {
  console.log(`\n## ${title}`);
}

/** A figure that could not be taken is printed as such; the other figures still come. */
async function attempt(what: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    console.log(`${what}: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

const started = performance.now();
/** The host's load average: timings taken while other work runs are inflated (see docs/performance.md). */
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const eachRun = (runs: LighthouseFigures[], pick: (run: LighthouseFigures) => string) => runs.map(pick).join(' / ');

console.log(
  `# Benchmark ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`host load average (1, 5, 15 min) at start: ${load()}; above ${cpus().length} (the core count) other work competes for the CPU and inflates the timings`);
/** Runs a build step quietly; when it fails, prints why (the figures need a tree that builds) and stops. */
function buildStep(what: string, args: string[]) {
  try {
    execFileSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DIST_DIR: dist } });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    // Without the terminal colours of Vite's message.
    const lines = stderr.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() && !line.includes('npm warn'));
    console.log(`${what} failed, no figures taken:\n${lines.slice(0, 12).join('\n')}`);
    process.exit(1);
  }
}
buildStep('vite build', ['vite', 'build', '--outDir', dist, '--emptyOutDir']);
buildStep('prerender', ['tsx', 'scripts/prerender.ts']);

section('JavaScript sizes (budget in brackets)');
const sizes = bundleSizes(dist);
const largest = [...sizes.chunks].sort((a, b) => b.gzip - a.gzip)[0];
console.log(`first screen:          ${kib(sizes.firstScreen.gzip)} gzip, ${kib(sizes.firstScreen.brotli)} brotli [${kib(BUDGET.firstScreenGzip)} gzip]`);
console.log(`largest route chunk:   ${largest ? `${kib(largest.gzip)} gzip, ${kib(largest.brotli)} brotli (${largest.src})` : 'none'} [${kib(BUDGET.routeChunkGzip)} gzip]`);
for (const app of sizes.wholeApp) {
  console.log(`whole app, ${app.locale} only:   ${kib(app.gzip)} gzip, ${kib(app.brotli)} brotli [${kib(BUDGET.wholeAppGzip)} gzip]`);
}

section('Encryption per request');
console.log(`1 KB payload:  ${ms(encryptionTime(1024), 3)}`);
console.log(`50 KB payload: ${ms(encryptionTime(50 * 1024), 3)}`);

section(`Flows harness: path generation per machine (walk + path choice, median of ${RUNS})`);
await attempt('path generation', async () => {
  const figures = await pathGenerationTimes(root, RUNS);
  for (const figure of figures) {
    console.log(`${figure.machine.padEnd(18)} ${figure.problem ? `not measured (${figure.problem})` : `${ms(figure.ms, 1).padStart(10)}, ${figure.paths} paths`}`);
  }
  const total = figures.reduce((sum, figure) => sum + (Number.isNaN(figure.ms) ? 0 : figure.ms), 0);
  console.log(`${'all machines'.padEnd(18)} ${ms(total, 1).padStart(10)}`);
});

const server = await startSandbox(dist, PORT);
// Interrupted (Ctrl-C, a closed pipe), the bench must not leave its sandbox holding the port.
process.on('exit', () => server.stop());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(130));
process.stdout.on('error', () => process.exit(1));
try {
  section('JavaScript before the real screen replaces the prerendered one (as sent: brotli)');
  await attempt('JavaScript before the real screen', async () => {
    for (const figure of await jsBeforeLiveFigures(server.url)) {
      console.log(`${figure.what.padEnd(50)} ${kib(figure.bytes)} in ${figure.files} files`);
    }
  });

  section(`Tap to next step, CPU 4x (median of ${RUNS})`);
  await attempt('tap to next step', async () => {
    const tap = await tapToNextTimes(server.url, RUNS);
    console.log(`${tap.flow}: ${ms(tap.median)} (runs: ${tap.samples.map((sample) => ms(sample)).join(', ')})`);
  });

  section(`Tap to the next screen on a bad-day network (300 ms RTT, 700 kbps) and CPU 4x, median of ${RUNS}`);
  await attempt('tap to the next screen', async () => {
    const next = await nextScreenTimes(server.url, RUNS);
    const runs = (samples: number[]) => samples.map((sample) => ms(sample)).join(', ');
    console.log(`additional info -> ID step, the ID screen fetched ahead: ${ms(next.ahead.median)} (runs: ${runs(next.ahead.samples)})`);
    console.log(`the same with the data saver on (nothing fetched ahead): ${ms(next.dataSaver.median)} (runs: ${runs(next.dataSaver.samples)})`);
  });

  const waitedMs = await waitForQuietHost();
  section(`Lighthouse, median of ${RUNS} (waited ${Math.round(waitedMs / 1000)} s for the host to quieten; load average now: ${load()})`);
  await attempt('Lighthouse mobile', async () => {
    const mobile = await lighthouseMedians(server.url, 'mobile', RUNS);
    console.log(`mobile preset: score ${mobile.score}, LCP ${seconds(mobile.lcp)}, TBT ${ms(mobile.tbt)}, CLS ${mobile.cls.toFixed(3)}`);
    console.log(`  runs: score ${eachRun(mobile.runs, (run) => String(run.score))}; LCP ${eachRun(mobile.runs, (run) => seconds(run.lcp))}; TBT ${eachRun(mobile.runs, (run) => ms(run.tbt))}`);
    // The simulation multiplies the CPU time it observes: on a slow or busy host TBT is inflated.
    console.log(`  Lighthouse CPU benchmark index of this host: ${eachRun(mobile.runs, (run) => String(Math.round(run.benchmarkIndex)))} (an idle desktop scores about 1000-2000)`);
  });
  await attempt('Lighthouse bad day', async () => {
    const badDay = await lighthouseMedians(server.url, 'badDay', RUNS);
    console.log(`bad day (300 ms RTT, 700 kbps, CPU 10x): LCP ${seconds(badDay.lcp)}, TBT ${ms(badDay.tbt)}, CLS ${badDay.cls.toFixed(3)}, score ${badDay.score}`);
    console.log(`  runs: LCP ${eachRun(badDay.runs, (run) => seconds(run.lcp))}; TBT ${eachRun(badDay.runs, (run) => ms(run.tbt))}`);
    console.log(`  Lighthouse CPU benchmark index of this host: ${eachRun(badDay.runs, (run) => String(Math.round(run.benchmarkIndex)))}`);
  });
  await attempt('Lighthouse bad day, applied throttling', async () => {
    const applied = await lighthouseMedians(server.url, 'badDayApplied', RUNS);
    console.log(`bad day, throttling applied during the load (DevTools): LCP ${seconds(applied.lcp)}, TBT ${ms(applied.tbt)}, CLS ${applied.cls.toFixed(3)}, score ${applied.score}`);
    console.log(`  runs: LCP ${eachRun(applied.runs, (run) => seconds(run.lcp))}; TBT ${eachRun(applied.runs, (run) => ms(run.tbt))}`);
  });
} finally {
  server.stop();
}
console.log(`\nbench took ${Math.round((performance.now() - started) / 1000)} s; load average at the end: ${load()}`);
