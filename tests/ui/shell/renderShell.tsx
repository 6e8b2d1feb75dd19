import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { ApiClient } from '../../../services/api/client';
import type { Endpoint } from '../../../services/api/endpoint';
import type { ApiResult } from '../../../services/api/result';
import type { AppServices } from '../../../services/appServices';
import { createWebBridge } from '../../../services/bridge/webBridge';
import { markets, type MarketId } from '../../../services/markets/markets';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createLocalStore, createMemoryBackend } from '../../../services/storage/localStore';
import { activateLocale } from '../../../ui/app/i18n';
import { ServicesProvider } from '../../../ui/app/ServicesContext';
import { SessionProvider } from '../../../ui/app/SessionContext';
import type { SessionActor } from '../../../ui/app/sessionWiring';
import { ToastContext, createToastStore } from '../../../ui/shared/toast';
import { ToastHost } from '../../../ui/shared/ToastHost';

/** Answers by endpoint path; a thrown error is a fault. */
export type FakeApiHandler = (path: string, payload: unknown) => Promise<ApiResult<unknown>> | ApiResult<unknown>;

export function createFakeApi(handler: FakeApiHandler) {
  const calls: Array<{ path: string; payload: unknown }> = [];
  const api: ApiClient = {
    async call<P, D>(endpoint: Endpoint<P, D>, payload?: P) {
      calls.push({ path: endpoint.path, payload });
      return (await handler(endpoint.path, payload)) as ApiResult<D>;
    },
  };
  return { api, calls };
}

/** Where the router is, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export async function renderShell(
  ui: ReactNode,
  options: {
    path: string;
    routePath?: string;
    api?: ApiClient;
    market?: MarketId;
    token?: string;
    locale?: 'en' | 'es';
    bridge?: AppServices['bridge'];
    drafts?: AppServices['drafts'];
    now?: () => number;
    /** The app's session wiring instead of a bare session machine (its platform actions, `fetchUser`). */
    session?: (services: AppServices) => SessionActor;
  },
) {
  await activateLocale(options.locale ?? 'en', ['auth']);
  const store = createLocalStore(createMemoryBackend(options.token ? { token: options.token } : {}));
  const services = {
    api: options.api ?? createFakeApi(() => ({ ok: true, data: {} })).api,
    store,
    drafts: options.drafts ?? createDraftStore(createMemoryBackend()),
    bridge: options.bridge ?? createWebBridge(),
    market: markets[options.market ?? 'ng'],
    now: options.now ?? (() => Date.UTC(2026, 10, 21, 12)),
    isOnline: () => true,
    copyText: async () => true,
  } satisfies AppServices;
  const session =
    options.session?.(services) ??
    createActor(
      sessionMachine.provide({
        actions: {
          storeCredentials: (_, { token }) => store.set('token', token),
        },
      }),
      { input: { token: options.token ?? null, user: null } },
    ).start();
  const toasts = createToastStore();
  const view = render(
    <ServicesProvider services={services}>
      <SessionProvider session={session}>
        <ToastContext value={toasts}>
          <I18nProvider i18n={i18n}>
            <MemoryRouter initialEntries={[options.path]}>
              <Suspense fallback={<p>loading</p>}>
                <Routes>
                  <Route path={options.routePath ?? options.path.split('?')[0]} element={ui} />
                  <Route path="*" element={<p>elsewhere</p>} />
                </Routes>
              </Suspense>
              <LocationProbe />
              <ToastHost store={toasts} />
            </MemoryRouter>
          </I18nProvider>
        </ToastContext>
      </SessionProvider>
    </ServicesProvider>,
  );
  return { ...view, services, session, toasts, store };
}
