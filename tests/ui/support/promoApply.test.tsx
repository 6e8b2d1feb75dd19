import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Yx1Screen from '../../../ui/support/promo/Yx1Screen';
import Yx2ConfirmBorrowScreen from '../../../ui/support/promo/Yx2ConfirmBorrowScreen';
import Yx3Screen from '../../../ui/support/promo/Yx3Screen';
import { fakeApi, Landed, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

const { api } = fakeApi({ '/security/existsByMobile': () => ({ ok: true, data: { exists: false } }) });

const promos = [
  { name: '/yx1', screen: <Yx1Screen />, path: '/yx1', link: () => screen.getByRole('link', { name: 'Apply now' }) },
  { name: '/yx2ConfirmBorrow', screen: <Yx2ConfirmBorrowScreen />, path: '/yx2ConfirmBorrow?amount=3000&days=91', link: () => screen.getByRole('link', { name: 'Register to apply' }) },
  {
    name: '/yx3',
    screen: <Yx3Screen />,
    path: '/yx3',
    link: async () => {
      await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '08031234567');
      await userEvent.click(screen.getByRole('button', { name: 'See my amount' }));
      return screen.findByRole('link', { name: 'Register now' });
    },
  },
];

describe.each(promos)('applying from the promotion $name', ({ screen: ui, path, link }) => {
  it('a visitor in a plain browser goes to the sign-up page', async () => {
    renderSupport(ui, { api, path, signedOut: true, elsewhere: <Landed /> });
    await userEvent.click(await link());
    expect(screen.getByText('landed on /user/register')).toBeVisible();
  });

  it("a visitor in the app gets the wrapper's login, which must know the token, not the web form", async () => {
    const wrapperLogin = vi.fn(() => true);
    renderSupport(ui, { api, path, signedOut: true, inWrapper: true, wrapperLogin, elsewhere: <Landed /> });
    await userEvent.click(await link());
    expect(wrapperLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/landed on/)).toBeNull();
  });

  it('a borrower signed in already goes home, not to a second sign-up', async () => {
    renderSupport(ui, { api, path, elsewhere: <Landed /> });
    await userEvent.click(await link());
    expect(screen.getByText('landed on /')).toBeVisible();
  });
});
