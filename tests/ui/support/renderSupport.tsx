import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type { SessionUser } from '../../../machines/session/session.types';
import type { ApiClient } from '../../../services/api/client';
import type { AppServices } from '../../../services/appServices';
import { markets } from '../../../services/markets/markets';
import { createDraftStore, type DraftStore } from '../../../services/storage/draftStore';
import { createLocalStore, createMemoryBackend } from '../../../services/storage/localStore';
import { loadCatalog } from '../../../ui/app/i18n';
import { ServicesProvider } from '../../../ui/app/ServicesContext';
import { SessionProvider } from '../../../ui/app/SessionContext';
import { ToastHost } from '../../../ui/shared/ToastHost';
import { createToastStore, ToastContext } from '../../../ui/shared/toast';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Loads the support catalog once, so screens do not suspend inside each test. */
export const supportCatalogReady = loadCatalog('support', 'en');

type Answer = { ok: true; data: unknown } | { ok: false; kind: 'business'; code: number; msg: string };

/** A fake API answering by endpoint path; records every call (path, payload, options). */
export function fakeApi(answers: Record<string, (payload: unknown) => Answer | Promise<Answer>>) {
  const calls: { path: string; payload: unknown; options: unknown }[] = [];
  const api = {
    async call(endpoint: { path: string }, payload: unknown, options: unknown) {
      calls.push({ path: endpoint.path, payload, options });
      const answer = answers[endpoint.path];
      if (!answer) throw new Error(`no fake answer for ${endpoint.path}`);
      return answer(payload);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

interface SupportOptions {
  api: ApiClient;
  path?: string;
  copyText?: (text: string) => Promise<boolean>;
  /** Other routes the screen may lead to, each showing where the borrower landed. */
  elsewhere?: ReactNode;
  /** The phone's drafts; pass the same store to two renders to see what survives a reload. */
  drafts?: DraftStore;
  /** The signed-in borrower as the session knows them (a mobile by default; null before it is read). */
  user?: SessionUser | null;
  /** A visitor: no token stored, the session anonymous. */
  signedOut?: boolean;
  /** What the phone's storage already holds (the token aside). */
  stored?: Record<string, string>;
  /** Inside the Android wrapper (a bridge to it), not a plain browser. */
  inWrapper?: boolean;
  /** The wrapper's login: true when it opened. */
  wrapperLogin?: () => boolean;
}

/** A support screen at a route with what it reads: services, session, toasts, i18n, router. */
export function supportElement(ui: ReactNode, options: SupportOptions) {
  const { api, path = '/', copyText = async () => true, elsewhere, drafts = createDraftStore(createMemoryBackend()), user = { mobile: '8031234567' }, signedOut = false, stored = {}, inWrapper = false, wrapperLogin = () => false } = options;
  const store = createLocalStore(createMemoryBackend(signedOut ? stored : { ...stored, token: 'token-1' }));
  const services = { api, store, drafts, market: markets.ng, now: () => Date.UTC(2026, 10, 21, 12), copyText, isOnline: () => true, bridge: { isNative: inWrapper, login: wrapperLogin } } as unknown as AppServices;
  const session = createActor(sessionMachine, { input: signedOut ? { token: null, user: null } : { token: 'token-1', user } }).start();
  const toasts = createToastStore();
  const routePath = path.split('?')[0];
  const element = (
    <ServicesProvider services={services}>
      <SessionProvider session={session}>
        <ToastContext value={toasts}>
          <I18nProvider i18n={i18n}>
            <MemoryRouter initialEntries={[path]}>
              <Suspense fallback={<p>loading screen</p>}>
                <Routes>
                  <Route path={routePath} element={ui} />
                  <Route path="*" element={elsewhere ?? <p>elsewhere</p>} />
                </Routes>
              </Suspense>
            </MemoryRouter>
            <ToastHost store={toasts} />
          </I18nProvider>
        </ToastContext>
      </SessionProvider>
    </ServicesProvider>
  );
  return { element, session, store };
}

/** Renders a support screen at a route (see `supportElement`). */
export function renderSupport(ui: ReactNode, options: SupportOptions) {
  const { element, session, store } = supportElement(ui, options);
  return { ...render(element), session, store };
}

/** Shows the route the borrower was sent to, query included. */
export function Landed() {
  const location = useLocation();
  return <p>landed on {location.pathname + location.search}</p>;
}
