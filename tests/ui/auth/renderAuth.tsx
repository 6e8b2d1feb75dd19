import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AppServices } from '../../../services/appServices';
import { markets } from '../../../services/markets/markets';
import { createLocalStore, createMemoryBackend } from '../../../services/storage/localStore';
import { ServicesProvider } from '../../../ui/app/ServicesContext';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** An auth view wrapped in what it reads: the market and store (language toggle), i18n, a router. */
export function renderAuthElement(ui: ReactNode, market: 'ng' | 'mx' = 'ng') {
  const services = { market: markets[market], store: createLocalStore(createMemoryBackend()) } as unknown as AppServices;
  return (
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </ServicesProvider>
  );
}
