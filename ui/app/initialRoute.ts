import { findRoute, LOGIN_PATH, REDIRECTS } from './routeTable';

/** The route path in a hash like `#/auth/personal_infomation?x=1`; `/` when there is none. */
export function pathFromHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/**
 * The screens the first render will show for this path, to fetch before rendering so that the
 * prerendered first screen stays until the real one is ready (no skeleton in between). A
 * protected route without a token in a plain browser goes to the login page.
 */
export function screensToPreload(path: string, hasToken: boolean, isNative: boolean): string[] {
  const target = REDIRECTS[path] ?? path;
  const route = findRoute(target);
  if (!route) return ['/'];
  if (route.protected && !hasToken && !isNative) return [LOGIN_PATH];
  return [target];
}
