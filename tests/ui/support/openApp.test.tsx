import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../services/api/endpoints';
import OpenAppScreen from '../../../ui/support/userCenter/OpenAppScreen';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';

beforeAll(() => supportCatalogReady);

/** The server's answer as the app reads it (the endpoint's schema), for the screen. */
function openAppWith(url: unknown) {
  const data = v.parse(endpoints.support.appDownloadAddress.data, { url, version: '2.1.0' });
  const { api } = fakeApi({ '/app-download/getAddress': () => ({ ok: true, data }) });
  return renderSupport(<OpenAppScreen />, { api, path: '/user_center/open_app' });
}

describe('Get the app (/user_center/open_app)', () => {
  it('links to the download address', async () => {
    openAppWith('https://play.google.com/store/apps/details?id=com.swiftcash.ng');
    expect(await screen.findByRole('link', { name: 'Download the app' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.swiftcash.ng');
  });

  it('without an address it can open, says the download is not available and where to get help, not a Retry that cannot help', async () => {
    for (const url of ['', 'intent://open', null]) {
      const { unmount } = openAppWith(url);
      expect(await screen.findByText('The download is not available right now.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/user_center/customer_services');
      expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      unmount();
    }
  });
});
