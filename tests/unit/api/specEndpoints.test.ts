import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';
import type { HttpMethod } from '../../../services/api/endpoint';

/** Reads SPEC section 7 (`../shared/SPEC.md` beside the repository) and lists its calls by method. */
const specPath = fileURLToPath(new URL('../../../../shared/SPEC.md', import.meta.url));

function specCalls(): Map<string, HttpMethod> {
  if (!existsSync(specPath)) {
    throw new Error(`SPEC.md not found at ${specPath}: this test checks the endpoint registry against SPEC section 7`);
  }
  const spec = readFileSync(specPath, 'utf8');
  const section = spec.split(/^## /m).find((part) => part.startsWith('7. Calls'));
  if (!section) throw new Error('SPEC.md has no "## 7. Calls" section');
  const calls = new Map<string, HttpMethod>();
  const lists: Array<[RegExp, HttpMethod]> = [
    [/^GET: (.*)$/m, 'GET'],
    [/^POST: (.*)$/m, 'POST'],
    [/^POST multipart: (.*)$/m, 'MULTIPART'],
  ];
  for (const [pattern, method] of lists) {
    const line = pattern.exec(section)?.[1];
    if (!line) throw new Error(`SPEC section 7 has no "${method}" list`);
    for (const path of line.match(/\/[A-Za-z0-9_/-]+/g) ?? []) calls.set(path, method);
  }
  return calls;
}

function registry(): Map<string, { method: HttpMethod; base: string }> {
  const all = new Map<string, { method: HttpMethod; base: string }>();
  for (const area of Object.values(endpoints)) {
    for (const endpoint of Object.values(area)) all.set(endpoint.path, { method: endpoint.method, base: endpoint.base });
  }
  return all;
}

describe('endpoint registry against SPEC section 7', () => {
  const calls = specCalls();
  const known = registry();

  it('reads the whole list (88 calls)', () => {
    expect(calls.size).toBeGreaterThanOrEqual(88);
  });

  it.each([...calls.entries()])('%s is registered as %s', (path, method) => {
    expect(known.get(path)?.method, `${path} missing or with another method`).toBe(method);
  });

  it('only the country look-ups go to /cou', () => {
    const cou = [...known.entries()].filter(([, e]) => e.base === 'cou').map(([path]) => path);
    expect(cou.sort()).toEqual(['/country/meta/code', '/country/meta/ip']);
  });
});
