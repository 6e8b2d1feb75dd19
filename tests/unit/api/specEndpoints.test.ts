import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';
import type { HttpMethod } from '../../../services/api/endpoint';
import { specCalls } from '../../support/specCalls';

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
