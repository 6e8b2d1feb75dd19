import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { userCentreMachine } from '../../../machines/userCentre/userCentre.machine';
import type { VersionOutcome } from '../../../machines/userCentre/userCentre.types';
import { REAPPLY_AFTER_DAYS } from '../../../services/orders/timing';
import { MeView } from '../../../ui/support/me/MeScreen';
import CustomerServicesScreen from '../../../ui/support/userCenter/CustomerServicesScreen';
import SettingsScreen from '../../../ui/support/userCenter/SettingsScreen';
import TermsOfServiceScreen from '../../../ui/support/legal/TermsOfServiceScreen';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

/** The user centre with nothing to say: no new version, the device already activated. */
const quietCentre = () =>
  createActor(
    userCentreMachine.provide({
      actors: {
        checkVersion: fromPromise(async (): Promise<VersionOutcome> => ({ hasNew: false })),
        checkActivation: fromPromise(async (): Promise<{ activated: boolean }> => ({ activated: true })),
      },
    }),
  ).start();

describe('user centre', () => {
  it('copies the support email and says so', async () => {
    const { api } = fakeApi({});
    const copied: string[] = [];
    renderSupport(<CustomerServicesScreen />, { api, copyText: async (text) => (copied.push(text), true) });
    expect(await screen.findByText('Our team answers every day from 9:00 to 18:00.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Email copied to clipboard')).toBeVisible();
    expect(copied).toEqual(['help@swiftcash.ng']);
  });

  it('reports a refused clipboard', async () => {
    const { api } = fakeApi({});
    renderSupport(<CustomerServicesScreen />, { api, copyText: async () => false });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Copy failed')).toBeVisible();
  });

  it('an unknown mobile, a new version without its number or link: plain sentences, no empty brackets or dead link', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }) });
    const centre = createActor(
      userCentreMachine.provide({
        actors: {
          checkVersion: fromPromise(async (): Promise<VersionOutcome> => ({ hasNew: true, version: '', url: '', mustUpdate: false })),
          checkActivation: fromPromise(async (): Promise<{ activated: boolean }> => ({ activated: true })),
        },
      }),
    ).start();
    renderSupport(<MeView centre={centre} />, { api, path: '/me', user: null });
    expect(await screen.findByText('A new version is available.')).toBeVisible();
    expect(screen.getByText('You are signed in.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Update' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\(\)|Signed in as/);
  });

  it('after a rejection the marketplace opens by itself, and the button still closes and opens it', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: true } }) });
    const centre = quietCentre();
    renderSupport(<MeView centre={centre} />, { api, path: '/me' });
    const toggle = await screen.findByRole('button', { name: 'Loan marketplace' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    // The wait is the one the loan screens state (services/orders/timing.ts), not a number of its own.
    expect(screen.getByText(/Your last application was not approved/)).toHaveTextContent(`You can reapply after ${REAPPLY_AFTER_DAYS} days;`);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('when both marketplace lists fail, each Retry says which list it loads again', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: true } }) });
    const centre = quietCentre();
    renderSupport(<MeView centre={centre} />, { api, path: '/me' });
    expect(await screen.findByRole('button', { name: 'Retry loading the products' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Retry loading my marketplace loans' })).toBeVisible();
  });

  it('logs out through the session', async () => {
    const { api } = fakeApi({});
    const { session } = renderSupport(<SettingsScreen />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.getSnapshot().matches('anonymous')).toBe(true));
  });

  it('states the borrower-friendly reading of the loan terms', async () => {
    const { api } = fakeApi({});
    renderSupport(<TermsOfServiceScreen />, { api });
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeVisible();
    expect(screen.getByText(/never shorter than 91 days/)).toBeVisible();
    expect(screen.getByText(/at most 36% per year/)).toBeVisible();
    expect(screen.getByText(/delays the repayment by 7 days/)).toBeVisible();
  });
});
