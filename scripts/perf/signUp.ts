import { markets } from '../../services/markets/markets';
import { encodeRequest } from '../../services/protocol/envelope';

/** A fresh valid Nigerian mobile (MTN 0803 + 7 digits) for each run. */
export function freshNigerianMobile(): string {
  return `0803${String(Date.now() % 1e7).padStart(7, '0')}`;
}

/** Signs a new Nigerian borrower up through the encrypted API, as the app does; returns the token. */
export async function signUpByApi(baseUrl: string, mobile: string): Promise<string> {
  const { packageName, appName } = markets.ng;
  const encoded = encodeRequest({ path: '/security/register', payload: { mobile, verifyCode: '123456', market: 'ng' }, packageName, nowMs: Date.now() });
  const response = await fetch(new URL(`api/${encoded.encryptedPath}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', packageName, appName, afid: 'bench', lang: 'en', token: '' },
    body: JSON.stringify({ [encoded.field]: encoded.encryptedPayload }),
  });
  const body = (await response.json()) as { code: number; msg: string; data?: { token?: string } };
  if (body.code !== 0 || !body.data?.token) throw new Error(`sign-up failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** Puts the borrower's order at a step (the sandbox's QA control), e.g. 6 = basic info due. */
export async function moveOrderTo(baseUrl: string, mobile: string, stepCode: number): Promise<void> {
  const response = await fetch(new URL(`sandbox/users/${mobile}/order`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stepCode }),
  });
  if (!response.ok) throw new Error(`order control failed: ${response.status} ${await response.text()}`);
}
