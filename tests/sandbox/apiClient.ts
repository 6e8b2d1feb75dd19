import type { Hono } from 'hono';
import { endpoints } from '../../services/api/endpoints';
import { disclosureEndpoints } from '../../services/api/endpoints/disclosure';
import { encodeRequest } from '../../services/protocol/envelope';

/**
 * Calls the in-process sandbox the way the app does: the path and payload encrypted with the
 * client's own crypto-js code (services/protocol/envelope.ts), the sandbox decoding with node:crypto.
 */
export const PACKAGE_NAME = 'com.example.loan';

/** Answers are checked by shape with expect(); a loose JSON type keeps the assertions readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are asserted by shape, not by type
export type LooseJson = any;

/** Each call's method as the app's registry gives it; a test-only call (`/test/...`) is a POST. */
const GET_CALLS = new Set(
  [...Object.values(endpoints), disclosureEndpoints]
    .flatMap((area) => Object.values(area))
    .filter((endpoint) => endpoint.method === 'GET')
    .map((endpoint) => endpoint.path),
);

export interface CallOptions {
  token?: string;
  /** The app's method for the call unless given (a test of a wrong method gives it). */
  method?: 'GET' | 'POST';
  idempotencyKey?: string;
  packageName?: string;
  nowMs?: number;
  lang?: 'en' | 'es';
  /** Sees the HTTP response itself (its headers). */
  onResponse?: (response: Response) => void;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function callApi<T = LooseJson>(
  app: Hono,
  path: string,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const packageName = options.packageName ?? PACKAGE_NAME;
  const encoded = encodeRequest({ path, payload, packageName, nowMs: options.nowMs ?? Date.now() });
  const base = path.startsWith('/country/meta/') ? 'cou' : 'api';
  const headers: Record<string, string> = { packageName, appName: 'Test', afid: 'afid-1', lang: options.lang ?? 'en' };
  if (options.token) headers.Authorization = options.token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const method = options.method ?? (GET_CALLS.has(path) ? 'GET' : 'POST');
  const response =
    method === 'GET'
      ? await app.request(`/${base}/${encoded.encryptedPath}?${encoded.field}=${encoded.encryptedPayload}`, { headers })
      : await app.request(`/${base}/${encoded.encryptedPath}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ [encoded.field]: encoded.encryptedPayload }),
        });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  options.onResponse?.(response);
  return { status: response.status, ...body };
}

export async function signUp(app: Hono, mobile: string): Promise<string> {
  const answer = await callApi<{ token: string }>(app, '/security/register', { mobile, verifyCode: '123456' });
  if (answer.code !== 0) throw new Error(`sign-up failed: ${answer.code} ${answer.msg}`);
  return answer.data.token;
}
