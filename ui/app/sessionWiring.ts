import { createActor, type ActorRefFrom } from 'xstate';
import { createSessionActions, createSessionActors } from '../../machines/session/session.actors';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionUser } from '../../machines/session/session.types';
import type { AppServices } from '../../services/appServices';
import type { ToastStore } from '../shared/toast';
import type { Navigator } from './navigator';
import { loginPathFor } from '../shell/Guarded';
import { sessionNoticeToast } from './sessionNotices';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * The session actor with its platform actions: storage, the wrapper's logout, the router and the
 * toast. The wrapper's new-token callback signs the borrower in. The drafts' owner, if a session
 * code left one, comes from the draft store (it survives a reload, as the drafts do).
 */
export function startSession(
  services: Pick<AppServices, 'api' | 'store' | 'drafts' | 'bridge' | 'market' | 'inspect'>,
  platform: { navigator: Navigator; toasts: ToastStore },
): SessionActor {
  const machine = sessionMachine.provide({
    actors: createSessionActors(services),
    actions: createSessionActions({
      store: services.store,
      drafts: services.drafts,
      bridge: services.bridge,
      // Back from home must not lead to the screen the session ended on (a protected one would ask
      // for the login again at once).
      navigateHome: () => platform.navigator.navigate('/', { replace: true }),
      askForLogin: () => {
        if (services.bridge.login()) return;
        platform.navigator.navigate(loginPathFor(window.location.hash.replace(/^#/, '') || '/'));
      },
      showNotice: (notice) => platform.toasts.show(sessionNoticeToast(notice, services.market.supportEmail)),
    }),
  });
  const actor = createActor(machine, {
    input: {
      token: services.store.token(),
      user: services.store.getJson<SessionUser>('userInfo'),
      draftOwner: services.drafts.owner(),
    },
    inspect: services.inspect,
  });
  actor.start();
  // The wrapper's token does not say whose it is (the stored user may be the last borrower's):
  // the machine asks the server (FAULTS F15).
  services.bridge.onToken((token) => actor.send({ type: 'session.signedIn', token, user: null }));
  return actor;
}
