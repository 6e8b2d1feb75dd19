import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../ui/app/lazyScreen';
import { retryingLazy } from '../../../ui/app/retryingLazy';
import { ErrorBoundary } from '../../../ui/shell/ErrorBoundary';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const Privacy = () => <h1>Privacy policy</h1>;
const chunkLost = () => new TypeError('Failed to fetch dynamically imported module');

/** A screen whose chunk does not arrive (flaky mobile data) until `network.up`. */
function flakyLoad(network: { up: boolean }) {
  return vi.fn(async () => {
    if (!network.up) throw chunkLost();
    return { default: Privacy };
  });
}

function renderInBoundary(Screen: React.ComponentType) {
  return render(
    <I18nProvider i18n={i18n}>
      <ErrorBoundary resetKey="/privacy_policy">
        <Suspense fallback={<p>Loading…</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    </I18nProvider>,
  );
}

describe('a screen whose chunk did not arrive', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a lazy component', retryingLazy],
    ['a route screen', lazyScreen],
  ])('as %s, comes back with Try again once the chunk arrives', async (_, make) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the boundary reports the failure
    const network = { up: false };
    const load = flakyLoad(network);
    renderInBoundary(make(load));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    const failedLoads = load.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load, 'no endless loads behind the error view').toHaveBeenCalledTimes(failedLoads);
    network.up = true;
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });
});
