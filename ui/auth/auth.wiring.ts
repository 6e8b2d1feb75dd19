import { msg } from '@lingui/core/macro';
import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createSignInActors } from '../../machines/signIn/signIn.actors';
import { normalizeMobile, signInMachine } from '../../machines/signIn/signIn.machine';
import { TYPED_SIGN_IN } from '../../machines/signIn/signIn.typed';
import type { SignInIntent, TypedSignIn } from '../../machines/signIn/signIn.types';
import type { MarketId } from '../../services/markets/markets';
import { enterMarket } from '../app/enterMarket';
import { useAppServices } from '../app/ServicesContext';
import { useSession } from '../app/SessionContext';
import { useToasts } from '../shared/toast';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';
import { addressAfterMarketChoice } from './marketAddress';

/**
 * The sign-in machine with its calls and its platform actions (session, toast, router). The number
 * typed, and the code step once a code is sent, survive a reload (the borrower leaves for the SMS
 * app, and a cheap phone may drop the page meanwhile) until they are signed in.
 */
export function useSignInActor(intent: SignInIntent, redirect: string) {
  const services = useAppServices();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const typed = useKeptTyped(services.drafts, TYPED_SIGN_IN);
  const [machine] = useState(() =>
    signInMachine.provide({
      actors: createSignInActors(services, sentBeforeReload(typed)),
      actions: {
        announceSignedIn: (_, { token, user }) => session.send({ type: 'session.signedIn', token, user }),
        showSignedInMessage: () => toasts.show({ message: msg`Login successful`, tone: 'success' }),
        returnToRedirect: (_, { redirect: target }) => navigate(target, { replace: true }),
      },
    }),
  );
  const [now] = useState(services.now);
  const actor = useActorRef(machine, { input: { market: services.market.id, intent, redirect, typed, now } });
  useKeepTyped(services.drafts, TYPED_SIGN_IN, actor);
  return actor;
}

/** The code a kept draft says went to its number before the reload, for the resend wait. */
function sentBeforeReload(typed: TypedSignIn | null) {
  if (!typed?.codeSent) return null;
  return { market: typed.market, mobile: normalizeMobile(typed.mobile, typed.market), at: typed.codeSent.at };
}

/**
 * For a plain browser: choosing a market sets the package name (the market's app, its key and
 * header), signs out of the other market, and reloads, so that every service starts again for that
 * market. Inside the wrapper the package name is the installed app's, and also its encryption key:
 * nothing to choose.
 */
export function useMarketChoice() {
  const { store, drafts, market, bridge } = useAppServices();
  return {
    current: market.id,
    canChoose: !bridge.isNative,
    choose(id: MarketId) {
      if (bridge.isNative) return;
      enterMarket(store, drafts, id);
      const next = addressAfterMarketChoice(window.location.href);
      if (next.split('#')[0] !== window.location.href.split('#')[0]) {
        window.location.replace(next); // another address: the page loads again
        return;
      }
      window.location.hash = '#/user/login';
      window.location.reload();
    },
  };
}
