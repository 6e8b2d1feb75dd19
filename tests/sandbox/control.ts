import type { Hono } from 'hono';
import type { LooseJson } from './apiClient';

/** Calls a plain-JSON control endpoint (`/sandbox/...`). */
export async function control<T = LooseJson>(app: Hono, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await app.request(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
