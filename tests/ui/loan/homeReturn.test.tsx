import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../ui/app/i18n';
import HomeScreen from '../../../ui/loan/home/HomeScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('loan', 'en'));

const START = Date.UTC(2026, 10, 21, 12);
const LATEST = '/loan/loan-order/latest';

/** Home with an approved offer; the phone's clock is `clock.now`, moved by the test. */
async function homeWithAnOffer() {
  const clock = { now: START };
  const fake = createFakeApi((path) => {
    if (path !== LATEST) throw new Error(`unexpected call ${path}`);
    return { ok: true, data: { orderNo: 'NO1', stepCode: 18, loanAmount: 5000, createdAt: START - 3_600_000 } };
  });
  await renderShell(<HomeScreen />, { path: '/', api: fake.api, token: 'T-1', now: () => clock.now });
  expect(await screen.findByRole('button', { name: 'Get money' })).toBeVisible();
  const reads = () => fake.calls.filter((call) => call.path === LATEST).length;
  const comeBack = (afterMs: number) => {
    clock.now += afterMs;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
  };
  return { reads, comeBack };
}

describe('home, back in the app after a while (a WebView kept alive for hours)', () => {
  it('reads the order again, so an offer that expired meanwhile is not shown as valid', async () => {
    const home = await homeWithAnOffer();
    expect(home.reads()).toBe(1);
    home.comeBack(25 * 3_600_000);
    await screen.findByRole('button', { name: 'Get money' });
    expect(home.reads()).toBe(2);
  });

  it('reads nothing after a quick trip to another app (the SMS app, the bank app)', async () => {
    const home = await homeWithAnOffer();
    home.comeBack(60_000);
    expect(home.reads()).toBe(1);
  });
});
