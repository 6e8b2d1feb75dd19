import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../../services/appServices';
import { markets } from '../../../services/markets/markets';
import { ServicesProvider } from '../../../ui/app/ServicesContext';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A loan view wrapped in what every screen reads: i18n, the market, a router. */
export function renderLoanElement(ui: ReactNode, market: 'ng' | 'mx' = 'ng', history: string[] = ['/']) {
  const services = { market: markets[market], now: () => Date.UTC(2026, 10, 21, 12) } as unknown as AppServices;
  return (
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
          {ui}
        </MemoryRouter>
      </I18nProvider>
    </ServicesProvider>
  );
}

/** `history`: the entries before and up to this screen (the last one is on screen). */
export function renderLoan(ui: ReactNode, market: 'ng' | 'mx' = 'ng', history: string[] = ['/']) {
  return render(renderLoanElement(ui, market, history));
}
