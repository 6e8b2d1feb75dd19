import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BundleSizes, ChunkSize } from './bundleSizes';

/**
 * The gzip size of every chunk, by what it holds, at the last build someone accepted
 * (`npm run size -- --write-baseline`). Only read to name what grew when a budget is exceeded: a
 * stale baseline makes the message longer, never the build fail.
 */
export interface SizeBaseline {
  date: string;
  chunks: Record<string, number>;
}

/** Chunks by label: hashed file names change with every build, what a chunk holds does not. */
export function chunkTotals(sizes: BundleSizes): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (chunk: ChunkSize) => (totals[chunk.src] = (totals[chunk.src] ?? 0) + chunk.gzip);
  [...sizes.firstScreen.parts, ...sizes.chunks].forEach(add);
  return totals;
}

export interface Growth {
  label: string;
  before: number;
  after: number;
}

/** Chunks larger than in the baseline (new ones from 0), the largest growth first. */
export function grownSince(baseline: SizeBaseline, now: Record<string, number>): Growth[] {
  return Object.entries(now)
    .map(([label, after]) => ({ label, before: baseline.chunks[label] ?? 0, after }))
    .filter(({ before, after }) => after > before)
    .sort((a, b) => b.after - b.before - (a.after - a.before));
}

export function readBaseline(file: string): SizeBaseline | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SizeBaseline>;
    return typeof parsed.date === 'string' && parsed.chunks && typeof parsed.chunks === 'object' ? (parsed as SizeBaseline) : null;
  } catch {
    return null;
  }
}

export function writeBaseline(file: string, sizes: BundleSizes, date: string): void {
  const chunks = Object.fromEntries(Object.entries(chunkTotals(sizes)).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ date, chunks }, null, 2)}\n`);
}
