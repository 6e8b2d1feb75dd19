import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRouteLookup } from '../../../ui/app/routeLookup';
import { REDIRECTS, ROUTES } from '../../../ui/app/routeTable';

const STATIC_PATHS = [...ROUTES.map((route) => route.path), ...Object.keys(REDIRECTS)];
const lookup = createRouteLookup(
  STATIC_PATHS.map((path) => [path, path] as const),
  '*',
);

/** What React Router itself matches for the same table, with its catch-all. */
function routerMatch(pathname: string): string | undefined {
  const routes = [...STATIC_PATHS.map((path) => ({ path })), { path: '*' }];
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

const SAMPLES = [
  ...STATIC_PATHS,
  ...STATIC_PATHS.map((path) => `${path}/`),
  ...STATIC_PATHS.map((path) => path.toUpperCase()),
  '/auth/additionalinfomation',
  '/user/l%6Fgin',
  '/user%2Flogin',
  '/user/login//',
  '/%E0%A4%A',
  '/nope',
  '/user/login/extra',
  '/user',
  '',
];

describe('createRouteLookup', () => {
  // The router warns about the malformed sample on the console; the assertion is what matters.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it.each(SAMPLES)('finds what the router matches for %j', (pathname) => {
    expect(lookup(pathname)).toBe(routerMatch(pathname));
  });

  it('answers the fallback for a path the table does not name', () => {
    expect(lookup('/borrow/unknown')).toBe('*');
  });
});
