import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own CPU benchmark of this machine (a typical desktop scores about 1000-2000). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps, CPU 4x) and our bad-day
 * phone, simulated and applied (below). The first two use Lighthouse's default throttling method,
 * 'simulate': the page loads unthrottled
 * and Lantern replays the observed trace on the profile's network, multiplying each observed CPU
 * task by the slowdown. So a busy host's slower tasks are multiplied too (TBT swings with load),
 * and a request that finished before the observed paint counts as needed for that paint.
 */
const BAD_DAY = { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 10 } as const;

export const PROFILES = {
  mobile: undefined,
  badDay: { method: 'simulate', throttling: { ...BAD_DAY, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } },
  /**
   * The same phone with the throttling applied while the page loads (DevTools network and CPU
   * throttling; latency and throughput adjusted by Lighthouse's own 3.75 and 0.9 factors for
   * request-level throttling). Slower to run and noisier, but it measures the real paint: the
   * simulation counts the async loader script, which finishes before the paint on localhost, as
   * needed for it, and so adds its download to LCP although the browser never waits for it.
   */
  badDayApplied: {
    method: 'devtools',
    throttling: {
      ...BAD_DAY,
      requestLatencyMs: BAD_DAY.rttMs * 3.75,
      downloadThroughputKbps: BAD_DAY.throughputKbps * 0.9,
      uploadThroughputKbps: BAD_DAY.throughputKbps * 0.9,
    },
  },
} as const;

async function runOnce(url: string, profile: keyof typeof PROFILES): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const throttling = PROFILES[profile];
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      throttling ? { extends: 'lighthouse:default', settings: { throttlingMethod: throttling.method, throttling: throttling.throttling } } : undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { audits, categories } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

export interface LighthouseMedians extends LighthouseFigures {
  /** Every run, in order, so that a reader sees the spread behind the median. */
  runs: LighthouseFigures[];
}

export async function lighthouseMedians(url: string, profile: keyof typeof PROFILES, runs: number): Promise<LighthouseMedians> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, profile));
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    runs: results,
  };
}
