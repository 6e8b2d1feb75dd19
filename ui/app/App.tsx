import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { HashRouter } from 'react-router-dom';
import type { AppServices } from '../../services/appServices';
import { ToastContext, type ToastStore } from '../shared/toast';
import type { ActivityCounter } from './activity';
import { AppRoutes } from './AppRoutes';
import { i18n } from './i18n';
import { BottomTabs, FocusOnNavigation, FrameNotices, LoadingOverlay, OfflineBanner, ToastHost } from './lazyFrame';
import type { Navigator } from './navigator';
import { ServicesProvider } from './ServicesContext';
import { SessionProvider } from './SessionContext';
import type { SessionHandle } from './sessionHandle';

export interface AppProps {
  services: AppServices;
  activity: ActivityCounter;
  /** The deferred session: the actor itself starts right after the first render. */
  session: SessionHandle;
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
              <Suspense fallback={null}>
                <OfflineBanner />
              </Suspense>
              <main className="app">
                <AppRoutes navigator={navigator} />
              </main>
              <Suspense fallback={null}>
                <BottomTabs />
                <FocusOnNavigation />
                <ToastHost store={toasts} />
                <LoadingOverlay activity={activity} />
                <FrameNotices />
              </Suspense>
            </HashRouter>
          </I18nProvider>
        </ToastContext>
      </SessionProvider>
    </ServicesProvider>
  );
}
