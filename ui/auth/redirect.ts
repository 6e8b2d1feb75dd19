import { findRoute } from '../app/routeTable';

/** Only a known in-app route may be a redirect target, and never the sign-in screens themselves. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('/user/')) return '/';
  return findRoute(raw.split('?')[0] ?? raw) ? raw : '/';
}
