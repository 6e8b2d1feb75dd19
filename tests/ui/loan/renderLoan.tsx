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
export function renderLoanElement(ui: ReactNode, market: 'ng' | 'mx' = 'ng') {
  const services = { market: markets[market], now: () => Date.UTC(2026, 10, 21, 12) } as unknown as AppServices;
  return (
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </ServicesProvider>
  );
}

export function renderLoan(ui: ReactNode, market: 'ng' | 'mx' = 'ng') {
  return render(renderLoanElement(ui, market));
}
