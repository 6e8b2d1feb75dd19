import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomTabs } from '../../../ui/shell/BottomTabs';
import { renderShell } from './renderShell';

const tabBar = () => screen.queryByRole('navigation', { name: 'Main' });

describe('the tab bar', () => {
  it.each(['/', '/records', '/me'])('is on the tab screen %s', async (path) => {
    await renderShell(<BottomTabs />, { path });
    expect(tabBar()).toBeVisible();
  });

  it.each(['/user_center/language', '/user_center/open_app', '/user_center/settings', '/user_center/about_us'])(
    "is on Me's page %s too: opened by a link, it is no dead end",
    async (path) => {
      await renderShell(<BottomTabs />, { path });
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Me' })).toHaveAttribute('href', '/me');
    },
  );

  it('is not on a step of a flow, which has its own ways on and out', async () => {
    await renderShell(<BottomTabs />, { path: '/borrow/confirm_borrow' });
    expect(tabBar()).toBeNull();
  });
});
