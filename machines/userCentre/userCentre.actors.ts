import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import type { VersionOutcome } from './userCentre.types';

/** The web build's own version; the wrapper may store its edition under the `edition` key. */
export const WEB_EDITION = '1.4.0';

/** The version the borrower has: the wrapper's edition when it stored one, else the web build's. */
export function installedEdition(store: Pick<AppServices['store'], 'get'>): string {
  return store.get('edition') || WEB_EDITION;
}

export function createUserCentreActors(services: Pick<AppServices, 'api' | 'store' | 'market'>) {
  const support = endpoints.support;
  const afid = () => services.store.get('afid') ?? '';
  return {
    checkVersion: fromPromise<VersionOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(support.newVersion, { edition: installedEdition(services.store) }, { signal, silent: true });
      if (!result.ok || !result.data.hasNew) return { hasNew: false };
      return { hasNew: true, version: result.data.version, url: result.data.url, mustUpdate: result.data.mustUpdate };
    }),
    checkActivation: fromPromise<{ activated: boolean }, void>(async ({ signal }) => {
      // Only a signed-in device the wrapper named is activated: without an afid each visit would add it again.
      if (!services.store.token() || !afid()) return { activated: true };
      const result = await services.api.call(support.deviceCheckActivation, { afid: afid() }, { signal, silent: true });
      return { activated: !result.ok || result.data.activated };
    }),
    activateDevice: fromPromise<{ activated: boolean }, void>(async ({ signal }) => {
      const result = await services.api.call(support.deviceAddActive, { afid: afid(), appName: services.market.appName }, { signal, silent: true });
      return { activated: result.ok && result.data.activated };
    }),
  };
}
