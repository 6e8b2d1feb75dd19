import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { ApiClient } from '../../services/api/client';
import type { NativeBridge } from '../../services/bridge/bridge.types';
import type { DraftStore } from '../../services/storage/draftStore';
import type { LocalStore } from '../../services/storage/localStore';
import type { SessionNotice, SessionUser } from './session.types';

/**
 * The session machine does no I/O of its own: what it does to the world is platform actions.
 * This builds them from the services; the composition root adds navigation and the message,
 * and provides the result with `sessionMachine.provide({ actions })`.
 */
export interface SessionPlatform {
  store: LocalStore;
  drafts: DraftStore;
  bridge: NativeBridge;
  navigateHome(): void;
  /** The wrapper's login, else the web login page, which returns to the open screen. */
  askForLogin(): void;
  showNotice(notice: SessionNotice): void;
}

/** Who the stored token belongs to; quiet (no loading overlay), it runs behind the screen. */
export function createSessionActors(services: { api: ApiClient }) {
  return {
    fetchUser: fromPromise<SessionUser | null, void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.auth.getUserInfo, {}, { signal, silent: true });
      return result.ok ? (result.data as SessionUser) : null;
    }),
  };
}

export function createSessionActions(platform: SessionPlatform) {
  return {
    storeCredentials: (_: unknown, params: { token: string; user: SessionUser | null }) => {
      platform.store.set('token', params.token);
      if (params.user) platform.store.setJson('userInfo', params.user);
    },
    clearLocalData: (_: unknown, params: { includeDrafts: boolean }) => {
      platform.store.clearSession();
      if (params.includeDrafts) platform.drafts.clearAll();
    },
    clearDrafts: () => platform.drafts.clearAll(),
    storeDraftOwner: (_: unknown, params: { mobile: string | null }) => platform.drafts.setOwner(params.mobile),
    storeUser: (_: unknown, params: { user: SessionUser }) => platform.store.setJson('userInfo', params.user),
    callWrapperLogout: () => platform.bridge.logout(),
    navigateHome: () => platform.navigateHome(),
    askForLogin: () => platform.askForLogin(),
    showSessionNotice: (_: unknown, params: { notice: SessionNotice }) => platform.showNotice(params.notice),
  };
}
