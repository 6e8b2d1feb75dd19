import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import Yx3Screen from '../../../ui/support/promo/Yx3Screen';
import { fakeApi, Landed, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

async function lookUpWith(answer: Parameters<typeof fakeApi>[0][string]) {
  const { api } = fakeApi({ '/security/existsByMobile': answer });
  const user = userEvent.setup();
  renderSupport(<Yx3Screen />, { api, path: '/yx3', elsewhere: <Landed /> });
  await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '08031234567');
  await user.click(screen.getByRole('button', { name: 'See my amount' }));
  return screen.findByRole('alert');
}

describe('the yx3 landing says why no amount came', () => {
  it.each([
    ['timeout', new ApiFault('timeout', '/security/existsByMobile'), 'Request timed out'],
    ['offline', new ApiFault('offline', '/security/existsByMobile'), 'You appear to be offline'],
    ['HTTP 502', new ApiFault('http', '/security/existsByMobile', 502), 'Request failed, try again.'],
  ])('a look-up that fails (%s) says what happened, not "Network failed" for every fault', async (_, fault, words) => {
    const alert = await lookUpWith(() => {
      throw fault;
    });
    expect(alert).toHaveTextContent(words);
    expect(alert).not.toHaveTextContent('Network failed');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('08031234567');
  });

  it("a refused look-up shows the server's words", async () => {
    expect(await lookUpWith(() => ({ ok: false, kind: 'business', code: 1001, msg: 'This number is blocked' }))).toHaveTextContent(
      'This number is blocked',
    );
  });
});
