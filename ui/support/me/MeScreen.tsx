import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { userCentreMachine } from '../../../machines/userCentre/userCentre.machine';
import { selectNewVersion } from '../../../machines/userCentre/userCentre.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { useAppServices } from '../../app/ServicesContext';
import { retryingLazy } from '../../app/retryingLazy';
import { useIsSignedIn, useSessionUser } from '../../app/SessionContext';
import { Loading } from '../common/ListStates';
import { selectItems } from '../../../machines/pagedList/pagedList.selectors';
import { REAPPLY_AFTER_DAYS, useKeptMarketApplication, useRejectRecommendation, useUserCentreActor } from '../support.wiring';
import { ME_MENU, ME_MENU_IN_APP, MenuLinks } from '../userCenter/MenuLinks';
import { KEEP_FOCUS } from '../../shell/FocusOnNavigation';
import { LoginLink } from '../../shell/Guarded';
import { Screen } from '../common/Screen';
import { CreditSummary } from './CreditSummary';

const MarketSection = retryingLazy(() => import('../market/MarketSection'));

/** Only the last digits: the full number is personal data and the screen may be seen by others. */
function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `•••• ${mobile.slice(-4)}` : mobile;
}

export default function MeScreen() {
  useAreaCatalog('support');
  // All of Me is read for whoever is signed in: a sign-in here (the wrapper's login) reads it again.
  return <MeForSession key={String(useIsSignedIn())} />;
}

function MeForSession() {
  return <MeView centre={useUserCentreActor()} />;
}

/** "Me": who is signed in, a new version when there is one, the menu, the marketplace section. */
export function MeView({ centre }: { centre: ActorRefFrom<typeof userCentreMachine> }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const newVersion = useSelector(centre, selectNewVersion);
  const [params, setParams] = useSearchParams();
  const inApp = useAppServices().bridge.isNative;
  const recommendation = useRejectRecommendation();
  const recommended = useSelector(recommendation, (snapshot) => selectItems<boolean>(snapshot).length > 0);
  // An application left half filled, or a rejection, opens the marketplace by itself; the button still closes it.
  const keptApplication = useKeptMarketApplication() !== null;
  const [closedByBorrower, setClosedByBorrower] = useState(false);
  const showMarket = params.get('section') === 'market' || ((recommended || keptApplication) && !closedByBorrower);
  const toggleMarket = () => {
    setClosedByBorrower(showMarket);
    setParams(showMarket ? {} : { section: 'market' }, { replace: true, state: KEEP_FOCUS });
  };

  return (
    <Screen title={<Trans>Me</Trans>}>
      <div className="card">
        {signedIn ? (
          <p>
            {user?.mobile ? <Trans>Signed in as {maskMobile(String(user.mobile))}</Trans> : <Trans>You are signed in.</Trans>}
          </p>
        ) : (
          <LoginLink className="button">
            <Trans>Log in</Trans>
          </LoginLink>
        )}
      </div>
      {signedIn && <CreditSummary />}
      {/* Both notices come after a check: their lines wait on the page, empty, so TalkBack reads them. */}
      <p className={newVersion ? 'card' : undefined} role="status">
        {newVersion && (
          <>
            {newVersion.version ? <Trans>A new version ({newVersion.version}) is available.</Trans> : <Trans>A new version is available.</Trans>}
            {newVersion.url ? (
              <>
                {' '}
                <a href={newVersion.url} target="_blank" rel="noopener noreferrer">
                  <Trans>Update</Trans>
                </a>
              </>
            ) : null}
          </>
        )}
      </p>
      <nav aria-label={t`Me menu`}>
        <ul className="menu">
          <li>
            <button
              type="button"
              className="link-button"
              aria-expanded={showMarket}
              onClick={toggleMarket}
            >
              <Trans>Loan marketplace</Trans>
            </button>
          </li>
          <MenuLinks links={inApp ? ME_MENU_IN_APP : ME_MENU} />
        </ul>
      </nav>
      <p className={recommended ? 'card' : undefined} role="status">
        {recommended && (
          <Trans>Your last application was not approved. You can reapply after {REAPPLY_AFTER_DAYS} days; meanwhile these partners may be able to help.</Trans>
        )}
      </p>
      {showMarket && (
        <Suspense fallback={<Loading />}>
          <MarketSection />
        </Suspense>
      )}
    </Screen>
  );
}
