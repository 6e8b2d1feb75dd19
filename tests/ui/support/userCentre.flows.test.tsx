import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { MeView } from '../../../ui/support/me/MeScreen';
import userCentreFlows from '../../flows/machines/userCentre.flows';
import { describeViewFlows } from '../../flows/views';
import { fakeApi, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({ '/app/isRejectRecommendation': () => ({ ok: true, data: { recommend: false } }) });
const NEW_VERSION = 'A new version (1.5.0) is available.';

/** "Me" always shows the borrower and the whole menu; the checks run behind it. */
function expectMe() {
  expect(screen.getByRole('heading', { name: 'Me' })).toBeVisible();
  expect(screen.getByText('Signed in as •••• 4567')).toBeVisible();
  const menu = within(screen.getByRole('navigation', { name: 'Me menu' }));
  expect(menu.getByRole('button', { name: 'Loan marketplace' })).toHaveAttribute('aria-expanded', 'false');
  expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'My feedback', 'FAQ', 'Customer service', 'Language', 'About us', 'Get the app', 'Settings', 'Privacy policy', 'Terms of service',
  ]);
}

/** The update notice appears once a newer version is known; device activation is never shown. */
function expectVersionNotice(hasNew: boolean) {
  if (hasNew) {
    expect(screen.getByText(NEW_VERSION).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute('href', 'https://play.example/app');
  } else {
    expect(screen.queryByText(NEW_VERSION)).toBeNull();
  }
  expect(screen.queryByText(/activat/i)).toBeNull();
}

describeViewFlows(userCentreFlows, {
  render: (actor) => supportElement(<MeView centre={actor} />, { api, path: '/me' }).element,
  stateAssertions: {
    checkingVersion: () => {
      expectMe();
      expectVersionNotice(false);
    },
    checkingDevice: ({ snapshot }) => {
      expectMe();
      expectVersionNotice(snapshot.context.newVersion !== null);
    },
    activating: ({ snapshot }) => {
      expectMe();
      expectVersionNotice(snapshot.context.newVersion !== null);
    },
    idle: ({ snapshot }) => {
      expectMe();
      expectVersionNotice(snapshot.context.newVersion !== null);
    },
  },
});
