import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from '../../../ui/app/i18n';
import LanguageScreen from '../../../ui/support/userCenter/LanguageScreen';
import { fakeApi, renderSupport, supportCatalogReady } from '../support/renderSupport';

// The Spanish catalogs do not arrive: the phone lost its connection after the page loaded.
vi.mock('../../../ui/app/i18n', async (original) => ({
  ...(await original<typeof I18nModule>()),
  activateLocale: vi.fn(async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  }),
}));

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

describe('a language switch whose words cannot be downloaded', () => {
  it('says so and changes nothing: the screen, the language the server answers in, the next start', async () => {
    const { api } = fakeApi({});
    const { store } = renderSupport(<LanguageScreen />, { api, path: '/user_center/language' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }));

    expect(await screen.findByText('Request failed, try again.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(store.language()).not.toBe('es');
    expect(document.documentElement.lang).not.toBe('es');
  });
});
