import { createDecipheriv } from 'node:crypto';
import type { Page, Request, Route } from '@playwright/test';

/**
 * Reads the app's encrypted requests in a test (SPEC section 9): the last URL segment and the
 * payload field are AES-128-ECB hex, keyed by the `packageName` header padded with '0' to 16.
 * Node's own crypto, so the test does not trust the app's cipher code.
 */
export function decryptHex(hex: string, packageName: string): string {
  const key = Buffer.from(packageName.padEnd(16, '0').slice(0, 16), 'utf8');
  const decipher = createDecipheriv('aes-128-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
}

export interface ApiRequest {
  /** The plain path, e.g. `/loan/loan-order/apply-market`. */
  path: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The decrypted payload (with `timestamp`), or null for multipart bodies. */
  payload: Record<string, unknown> | null;
}

/** The plain path of an app API request, or null for anything else (assets, control calls). */
export function apiPath(request: Request): string | null {
  const match = /\/(api|cou)\/([0-9a-f]+)(?:\?|$)/.exec(request.url());
  const packageName = request.headers()['packagename'];
  if (!match?.[2] || !packageName) return null;
  try {
    return decryptHex(match[2], packageName);
  } catch {
    return null;
  }
}

export function readApiRequest(request: Request): ApiRequest | null {
  const path = apiPath(request);
  if (!path) return null;
  const headers = request.headers();
  const packageName = headers['packagename'] ?? '';
  let encrypted: string | undefined;
  if (request.method() === 'GET') {
    const params = new URL(request.url()).searchParams;
    encrypted = [...params.values()][0];
  } else {
    try {
      const body = request.postDataJSON() as Record<string, string> | null;
      encrypted = body ? Object.values(body)[0] : undefined;
    } catch {
      encrypted = undefined; // multipart
    }
  }
  let payload: Record<string, unknown> | null = null;
  if (encrypted) {
    try {
      payload = JSON.parse(decryptHex(encrypted, packageName)) as Record<string, unknown>;
    } catch {
      payload = null;
    }
  }
  return { path, method: request.method(), url: request.url(), headers, payload };
}

/** Records every API request the page sends, decrypted. */
export function recordApiRequests(page: Page): ApiRequest[] {
  const seen: ApiRequest[] = [];
  page.on('request', (request) => {
    const read = readApiRequest(request);
    if (read) seen.push(read);
  });
  return seen;
}

export const countOf = (seen: ApiRequest[], path: string) => seen.filter((r) => r.path === path).length;

/**
 * Routes only the API calls whose plain path is `path` (others go to the sandbox as usual).
 * The handler decides what the fault is.
 */
export async function routeApi(
  page: Page,
  path: string | ((path: string) => boolean),
  handler: (route: Route, request: ApiRequest) => Promise<void> | void,
): Promise<void> {
  await page.route(/\/(api|cou)\/[0-9a-f]+/, async (route) => {
    const read = readApiRequest(route.request());
    const matches = read && (typeof path === 'string' ? read.path === path : path(read.path));
    if (!read || !matches) return route.fallback();
    return handler(route, read);
  });
}

/**
 * The WebView reloads while the first `path` request is on its way: its answer never arrives. With
 * `reachesServer` the sandbox still acts on it (the app cannot know); later requests go through.
 */
export async function answerLostToReload(page: Page, path: string, options: { reachesServer: boolean }): Promise<void> {
  let first = true;
  await routeApi(page, path, async (route) => {
    if (!first) return route.fallback();
    first = false;
    if (options.reachesServer) await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 30_000)); // outlasts the reload the test makes
  });
}

/** A slow network for one call: its requests wait until the returned `release()`, then go through. */
export async function holdApi(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeApi(page, path, async (route) => {
    await held;
    await route.fallback();
  });
  return () => release();
}

export const jsonBody = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
