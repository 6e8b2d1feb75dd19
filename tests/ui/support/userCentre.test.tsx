import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { WEB_EDITION } from '../../../machines/userCentre/userCentre.actors';
import { userCentreMachine } from '../../../machines/userCentre/userCentre.machine';
import type { VersionOutcome } from '../../../machines/userCentre/userCentre.types';
import { endpoints } from '../../../services/api/endpoints';
import { REAPPLY_AFTER_DAYS } from '../../../services/orders/timing';
import { FocusOnNavigation } from '../../../ui/shell/FocusOnNavigation';
import { MeView } from '../../../ui/support/me/MeScreen';
import CustomerServicesScreen from '../../../ui/support/userCenter/CustomerServicesScreen';
import SettingsScreen from '../../../ui/support/userCenter/SettingsScreen';
import AboutUsScreen from '../../../ui/support/userCenter/AboutUsScreen';
import TermsOfServiceScreen from '../../../ui/support/legal/TermsOfServiceScreen';
import { quietCentre } from './quietCentre';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);


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

  it('inside the app, Me does not offer to get the app; in a browser it does', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }) });
    const inApp = renderSupport(<MeView centre={quietCentre()} />, { api, path: '/me', inWrapper: true });
    const menu = within(await screen.findByRole('navigation', { name: 'Me menu' }));
    expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    expect(menu.queryByRole('link', { name: 'Get the app' })).toBeNull();
    inApp.unmount();
    renderSupport(<MeView centre={quietCentre()} />, { api, path: '/me' });
    expect(await screen.findByRole('link', { name: 'Get the app' })).toBeVisible();
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

  it('the marketplace button keeps the focus: opening the section is not a new screen', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }) });
    renderSupport(
      <>
        <main className="app">
          <MeView centre={quietCentre()} />
        </main>
        <FocusOnNavigation />
      </>,
      { api, path: '/me' },
    );
    const toggle = await screen.findByRole('button', { name: 'Loan marketplace' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
  });

  it('shows the credit limit, what is free now and what repaying on time raises it to; odd figures are left out, not shown as 0', async () => {
    const credit = (data: Record<string, unknown>) =>
      fakeApi({
        '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }),
        '/loan/get-credit-info': () => ({ ok: true, data: v.parse(endpoints.loan.creditInfo.data!, data) }),
      }).api;
    const shown = renderSupport(<MeView centre={quietCentre()} />, {
      api: credit({ creditLimit: 10000, availableLimit: 4000, usedAmount: 6000, loansRepaidOnTime: 2, nextLimit: 15000 }),
      path: '/me',
    });
    const card = within(await screen.findByRole('region', { name: 'Your credit' }));
    expect(card.getByText('Credit limit').nextElementSibling).toHaveTextContent('₦10,000.00');
    expect(card.getByText('Available now').nextElementSibling).toHaveTextContent('₦4,000.00');
    expect(card.getByText('Loans repaid on time').nextElementSibling).toHaveTextContent('2');
    expect(card.getByText(/Repay your next loan on time and your limit rises to/)).toHaveTextContent('₦15,000.00');
    shown.unmount();

    renderSupport(<MeView centre={quietCentre()} />, {
      api: credit({ creditLimit: '5,000.00', availableLimit: 'lots', loansRepaidOnTime: -1, nextLimit: 5000 }),
      path: '/me',
    });
    const odd = within(await screen.findByRole('region', { name: 'Your credit' }));
    expect(odd.getByText('Credit limit').nextElementSibling).toHaveTextContent('₦5,000.00');
    expect(odd.queryByText('Available now')).toBeNull();
    expect(odd.queryByText('Loans repaid on time')).toBeNull();
    expect(odd.queryByText(/your limit rises/)).toBeNull(); // already at the top
    expect(document.body.textContent).not.toMatch(/NaN|₦0\.00/);
  });

  it('leaves the credit card out when the limit cannot be read, or for a visitor', async () => {
    const { api, calls } = fakeApi({
      '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }),
      '/loan/get-credit-info': () => ({ ok: false, kind: 'business', code: 500, msg: 'busy' }),
    });
    renderSupport(<MeView centre={quietCentre()} />, { api, path: '/me' });
    await waitFor(() => expect(calls.some((call) => call.path === '/loan/get-credit-info')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your credit' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when both marketplace lists fail, each Retry says which list it loads again', async () => {
    const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: true } }) });
    const centre = quietCentre();
    renderSupport(<MeView centre={centre} />, { api, path: '/me' });
    expect(await screen.findByRole('button', { name: 'Retry loading the products' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Retry loading my marketplace loans' })).toBeVisible();
  });

  it('logs out through the session, once the borrower said yes: a stray tap deletes nothing', async () => {
    const { api } = fakeApi({});
    const { session } = renderSupport(<SettingsScreen />, { api });
    const logOut = await screen.findByRole('button', { name: 'Log out' });
    await userEvent.click(logOut);
    const question = screen.getByRole('group', { name: /Log out of this phone\? Anything you typed and have not sent yet is deleted from it\./ });
    expect(session.getSnapshot().matches('anonymous')).toBe(false);
    // Cancel: still signed in, and the focus is back on Log out.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    expect(session.getSnapshot().matches('anonymous')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.getSnapshot().matches('anonymous')).toBe(true));
  });

  it('shows the version the update check asks about: the wrapper\'s edition when it stored one, else the web build\'s', async () => {
    const { api } = fakeApi({});
    const wrapped = renderSupport(<SettingsScreen />, { api, stored: { edition: '1.3.0' } });
    expect(await screen.findByText('Version 1.3.0')).toBeVisible();
    wrapped.unmount();
    renderSupport(<AboutUsScreen />, { api });
    expect(await screen.findByText(`Version ${WEB_EDITION}`)).toBeVisible();
  });

  it('states the borrower-friendly reading of the loan terms', async () => {
    const { api } = fakeApi({});
    renderSupport(<TermsOfServiceScreen />, { api });
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeVisible();
    expect(screen.getByText(/never shorter than 91 days/)).toBeVisible();
    // What the product lends and charges, not SPEC's outer figures (60,000; 500,000; 365 days; 2% of the amount due).
    expect(screen.getByText(/Loans range from/)).toHaveTextContent(
      'Loans range from ₦1,000.00 to ₦300,000.00. A first loan is at most ₦5,000.00; each loan repaid on time can raise your limit, up to ₦300,000.00. The term is 91 or 180 days',
    );
    expect(screen.getByText(/penalty of/)).toHaveTextContent('A repayment made by the end of the due date is on time. After it, a penalty of 2% of the loan amount');
    expect(screen.getByText(/at most 36% per year/)).toBeVisible();
    expect(screen.getByText(/delays the repayment by 7 days/)).toBeVisible();
  });
});
