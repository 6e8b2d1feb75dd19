import { I18nProvider } from '@lingui/react';
import { HashRouter } from 'react-router-dom';
import type { AppServices } from '../../services/appServices';
import { BottomTabs } from '../shell/BottomTabs';
import { LoadingOverlay } from '../shell/LoadingOverlay';
import { OfflineBanner } from '../shell/OfflineBanner';
import { ToastContext, type ToastStore } from '../shared/toast';
import { ToastHost } from '../shared/ToastHost';
import type { ActivityCounter } from './activity';
import { AppRoutes } from './AppRoutes';
import { i18n } from './i18n';
import type { Navigator } from './navigator';
import { ServicesProvider } from './ServicesContext';
import { SessionProvider } from './SessionContext';
import type { SessionActor } from './sessionWiring';

export interface AppProps {
  services: AppServices;
  activity: ActivityCounter;
  session: SessionActor;
  toasts: ToastStore;
  navigator: Navigator;
}

export function App({ services, activity, session, toasts, navigator }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <SessionProvider session={session}>
        <ToastContext value={toasts}>
          <I18nProvider i18n={i18n}>
            <HashRouter>
              <OfflineBanner />
              <main className="app">
                <AppRoutes navigator={navigator} />
              </main>
              <BottomTabs />
              <ToastHost store={toasts} />
              <LoadingOverlay activity={activity} />
            </HashRouter>
          </I18nProvider>
        </ToastContext>
      </SessionProvider>
    </ServicesProvider>
  );
}
