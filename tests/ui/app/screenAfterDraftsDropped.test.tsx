import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../ui/app/AppRoutes';
import { createNavigator } from '../../../ui/app/navigator';
import { renderShell } from '../shell/renderShell';

const mobileField = () => screen.findByRole('textbox', { name: /mobile number/i });

async function signInScreenWithTypedMobile() {
  const navigator = createNavigator();
  window.location.hash = '#/user/login'; // AppRoutes catches up with the address bar at mount
  const shell = await renderShell(<AppRoutes navigator={navigator} />, { path: '/user/login', routePath: '/*' });
  await userEvent.type(await mobileField(), '8031234567');
  expect(await mobileField()).toHaveValue('8031234567');
  return { ...shell, navigator };
}

describe('a screen after the drafts were dropped', () => {
  it('mounts afresh when the borrower goes straight back to its route before home has rendered', async () => {
    const { services, navigator } = await signInScreenWithTypedMobile();

    // Another borrower's token: the drafts are dropped and the app goes home; the borrower is back at once.
    act(() => {
      services.drafts.clearAll();
      navigator.navigate('/');
      navigator.navigate('/user/login');
    });

    expect(await mobileField()).toHaveValue('');
  });

  it('keeps what was typed when the drafts were not dropped', async () => {
    const { navigator } = await signInScreenWithTypedMobile();

    act(() => {
      navigator.navigate('/');
      navigator.navigate('/user/login');
    });

    expect(await mobileField()).toHaveValue('8031234567');
  });
});
