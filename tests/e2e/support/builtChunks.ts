import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The file a source module was built into, from the build's manifest (the same dist the sandbox
 * serves: DIST_DIR, else dist), as a route pattern.
 */
export function builtChunkPattern(source: string): string {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in ${dist}/.vite/manifest.json`);
  return `**/${chunk.file}`;
}
