import { expect, type APIRequestContext } from '@playwright/test';
import type { UploadMode } from '../../../sandbox/orders/uploadStatus';

/** The sandbox's QA controls (sandbox/README.md "Control endpoints"), plain JSON. */
export type OrderEvent =
  | 'completeKyc'
  | 'approve'
  | 'reject'
  | 'disburse'
  | 'failPayout'
  | 'overdue'
  | 'settle'
  | 'cancel';

export type SessionCode = 10010301 | 10010303 | 10010304 | 100103;

/** How the device-data upload answers (sandbox/orders/uploadStatus.ts): auto, done, stuck (F37), partial, notRequired. */
export type { UploadMode };

export interface SandboxClient {
  resetSandbox(): Promise<void>;
  getUser(mobile: string): Promise<Record<string, unknown> | null>;
  forceOrderEvent(mobile: string, event: OrderEvent): Promise<Record<string, unknown>>;
  jumpToStep(mobile: string, stepCode: number): Promise<Record<string, unknown>>;
  forceSessionCode(mobile: string, code: SessionCode): Promise<void>;
  setUploadMode(mobile: string, mode: UploadMode): Promise<void>;
  /** The order the borrower's next new order asks for its KYC steps in; null: the sandbox's. */
  setKycOrder(mobile: string, order: number[] | null): Promise<void>;
  setMarket(market: 'ng' | 'mx'): Promise<void>;
  /** The borrower's next call to `path` answers this instead (sandbox/forcedAnswers.ts). */
  forceAnswer(answer: { mobile: string; path: string; code?: number; msg?: string; status?: number; retryAfter?: number; times?: number }): Promise<void>;
}

const user = (mobile: string) => `/sandbox/users/${encodeURIComponent(mobile)}`;

export function createSandboxClient(request: APIRequestContext): SandboxClient {
  async function post(path: string, body: unknown) {
    const response = await request.post(path, { data: body });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    expect(response.ok(), `${path} answered ${response.status()}: ${JSON.stringify(json)}`).toBe(true);
    return json;
  }
  return {
    async resetSandbox() {
      await post('/sandbox/reset', {});
    },
    async getUser(mobile) {
      const response = await request.get(user(mobile));
      return response.ok() ? ((await response.json()) as Record<string, unknown>) : null;
    },
    forceOrderEvent: (mobile, event) => post(`${user(mobile)}/order`, { event }),
    jumpToStep: (mobile, stepCode) => post(`${user(mobile)}/order`, { stepCode }),
    async forceSessionCode(mobile, code) {
      await post(`${user(mobile)}/session`, { code });
    },
    async setUploadMode(mobile, mode) {
      await post(`${user(mobile)}/upload`, { mode });
    },
    async setKycOrder(mobile, order) {
      await post(`${user(mobile)}/kyc-order`, { order });
    },
    async setMarket(market) {
      await post('/sandbox/market', { market });
    },
    async forceAnswer(answer) {
      await post('/sandbox/answers', answer);
    },
  };
}
