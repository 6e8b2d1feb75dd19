import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import MeScreen from '../../../ui/support/me/MeScreen';
import { expectSaidInPlace, statusRegions } from '../liveRegions';
import { fakeApi, supportCatalogReady, supportElement } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

describe('"Me" across a sign-in made on it (the wrapper\'s login)', () => {
  it('is read again for the borrower: their rejection\'s recommendation and their device\'s activation, not the visitor\'s view', async () => {
    type Recommendation = { ok: true; data: { recommend: boolean } };
    let recommend: (answer: Recommendation) => void = () => undefined;
    const recommendation = new Promise<Recommendation>((resolve) => (recommend = resolve));
    const { api, calls } = fakeApi({
      '/app/getNewVersion': () => ({ ok: true, data: { hasNew: false } }),
      '/user/device/check-activation': () => ({ ok: true, data: { activated: true } }),
      '/app/isRejectRecommendation': () => recommendation,
    });
    const { element, session, store } = supportElement(<MeScreen />, { api, path: '/me', signedOut: true, stored: { afid: 'dev-1' } });
    render(element);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();

    act(() => {
      store.set('token', 'token-2');
      session.send({ type: 'session.signedIn', token: 'token-2', user: { mobile: '8031234567' } });
    });

    await screen.findByText(/Signed in as/);
    const waiting = statusRegions();
    act(() => recommend({ ok: true, data: { recommend: true } }));
    expect(await screen.findByText(/Your last application was not approved/)).toBeVisible();
    expectSaidInPlace(waiting, 'Your last application was not approved. You can reapply after 30 days; meanwhile these partners may be able to help.');
    expect(calls.map((call) => call.path)).toContain('/user/device/check-activation');
  });
});
