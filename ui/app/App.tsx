import { I18nProvider } from '@lingui/react';
import { HashRouter } from 'react-router-dom';
import type { AppServices } from '../../services/appServices';
import { BottomTabs } from '../shell/BottomTabs';
import { LoadingOverlay } from '../shell/LoadingOverlay';
import type { ActivityCounter } from './activity';
import { AppRoutes } from './AppRoutes';
import { i18n } from './i18n';
import { ServicesProvider } from './ServicesContext';

export function App({ services, activity }: { services: AppServices; activity: ActivityCounter }) {
  return (
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <HashRouter>
          <main className="app">
            <AppRoutes />
          </main>
          <BottomTabs />
          <LoadingOverlay activity={activity} />
        </HashRouter>
      </I18nProvider>
    </ServicesProvider>
  );
}
