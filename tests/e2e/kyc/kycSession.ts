import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { markets, type MarketId } from '../../../services/markets/markets';
import { createSandboxClient } from '../support/sandbox';
import { createCipheriv } from 'node:crypto';

/**
 * Signs a new borrower up through the real (encrypted) API and hands the token to the page, as the
 * wrapper would after its native login; the KYC specs start where sign-in ends. The order is put at
 * BasicInfo (step 6) through the sandbox control, as "Apply" on home does.
 */
/** The wire cipher (DESIGN "Wire protocol") with Node's own crypto: AES-128-ECB, key = package name padded with '0'. */
function encrypt(plain: string, packageName: string): string {
  const key = Buffer.from(packageName.padEnd(16, '0').slice(0, 16), 'utf8');
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

function encodeRequest(path: string, payload: Record<string, unknown>, packageName: string) {
  const field = `KYCEE${String(Math.floor(Math.random() * 900) + 100)}`;
  const body = JSON.stringify({ ...payload, timestamp: Math.floor(Date.now() / 1000) });
  return { encryptedPath: encrypt(path, packageName), field, encryptedPayload: encrypt(body, packageName) };
}

/** One POST through the real wire protocol, as the app sends it; fails unless the answer is code 0. */
export async function callApi<T>(request: APIRequestContext, market: MarketId, token: string, path: string, payload: Record<string, unknown>): Promise<T> {
  const packageName = markets[market].packageName;
  const encoded = encodeRequest(path, payload, packageName);
  const response = await request.post(`/api/${encoded.encryptedPath}`, {
    headers: { packageName, appName: 'SwiftCash', afid: 'e2e', lang: 'en', Authorization: token },
    data: { [encoded.field]: encoded.encryptedPayload },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

export async function signUpByApi(request: APIRequestContext, market: MarketId, mobile: string): Promise<string> {
  const data = await callApi<{ token: string }>(request, market, '', '/security/register', { mobile, verifyCode: '123456', market });
  return data.token;
}

/** Returns the borrower's token, for further calls through `callApi`. */
export async function startKycAs(page: Page, request: APIRequestContext, market: MarketId, mobile: string, lang: 'en' | 'es'): Promise<string> {
  const token = await signUpByApi(request, market, mobile);
  await createSandboxClient(request).jumpToStep(mobile, 6);
  await page.addInitScript(
    ({ token, packageName, lang }) => {
      if (!sessionStorage.getItem('e2e:seeded')) {
        localStorage.setItem('token', token);
        localStorage.setItem('packageName', packageName);
        localStorage.setItem('language', lang);
        sessionStorage.setItem('e2e:seeded', '1');
      }
    },
    { token, packageName: markets[market].packageName, lang },
  );
  return token;
}
