import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'size-budget-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SCREENS = 8;

function noiseFor(seed: string, bytes: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; i * 32 < bytes; i++) blocks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, bytes);
}

/**
 * A built app: an entry, screens and a catalog per language, each under the per-chunk budget.
 * Hash bytes do not compress: each part weighs about its `noise` in gzip bytes, the same in
 * every build of the same sizes (as a real build is).
 */
function dist(name: string, noise: { records: number; en: number }) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const manifest: Record<string, { file: string; src: string; isEntry?: boolean; isDynamicEntry?: boolean }> = {};
  const part = (src: string, file: string, bytes: number, isEntry = false) => {
    writeFileSync(join(dir, file), `export const x = "${noiseFor(src, bytes).toString('base64')}";`);
    manifest[src] = { file, src, ...(isEntry ? { isEntry } : { isDynamicEntry: true }) };
  };
  part('index.html', 'assets/e.js', 88_000, true);
  for (let i = 0; i < SCREENS; i++) part(`ui/screen${i}.tsx`, `assets/s${i}.js`, 17_500);
  part('ui/loan/records/RecordsScreen.tsx', 'assets/r.js', noise.records);
  part('locales/en/loan.po', 'assets/en.js', noise.en);
  part('locales/es/loan.po', 'assets/es.js', 10_000);
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

function size(distDir: string, baseline: string, ...args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync('npx', ['tsx', 'scripts/size.ts', ...args], {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir, SIZE_BASELINE: baseline },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out: out.toString() };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { code: failed.status, out: failed.stdout.toString() + failed.stderr.toString() };
  }
}

describe('npm run size over the whole-app budget', { timeout: 60_000 }, () => {
  const baseline = join(work, 'baseline.json');

  it('fails naming the chunk that grew since the accepted sizes, not the other language’s catalog', () => {
    // Accepted: about 243 KB of app in each language, under the 250 KiB budget.
    expect(size(dist('accepted', { records: 5_000, en: 10_000 }), baseline, '--write-baseline').code).toBe(0);

    // The records screen grows by 14.5 KB and the English catalog by 8: both languages go over.
    const grown = size(dist('grown', { records: 19_500, en: 18_000 }), baseline);

    expect(grown.code).toBe(1);
    const spanish = grown.out.split('\n- ').find((line) => line.startsWith('whole app in es'))!;
    expect(spanish).toMatch(/ui\/loan\/records\/RecordsScreen\.tsx \+\d+ bytes/);
    expect(spanish).not.toContain('locales/en/loan.po');
    expect(spanish).not.toContain('screen0');
    const english = grown.out.split('\n- ').find((line) => line.startsWith('whole app in en'))!;
    expect(english).toContain('locales/en/loan.po +');
    expect(english.indexOf('RecordsScreen')).toBeLessThan(english.indexOf('locales/en/loan.po')); // the largest growth first
  });

  it('says when there is no baseline to compare with', () => {
    const result = size(dist('alone', { records: 19_500, en: 18_000 }), join(work, 'none.json'));
    expect(result.code).toBe(1);
    expect(result.out).toContain('no scripts/perf/size-baseline.json to say which chunk grew');
  });
});
