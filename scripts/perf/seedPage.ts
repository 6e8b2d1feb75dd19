import type { Page } from '@playwright/test';
import { markets } from '../../services/markets/markets';

/** A Nigerian phone in English, signed in with `token` (or signed out), before the page's scripts run. */
export async function seed(page: Page, token: string | null) {
  await page.addInitScript(
    ({ token, packageName }) => {
      if (token) localStorage.setItem('token', token);
      localStorage.setItem('packageName', packageName);
      localStorage.setItem('language', 'en');
    },
    { token, packageName: markets.ng.packageName },
  );
}
