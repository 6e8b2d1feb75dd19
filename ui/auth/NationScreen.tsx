import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketId } from '../../services/markets/markets';
import { useAreaCatalog } from '../app/i18n';
import { Button } from '../shared/Button';
import { useMarketChoice } from './auth.wiring';

/**
 * `/user/nation`: in a plain browser there is no wrapper app to say which market this is, so the
 * borrower picks the country; that chooses the market's app package (and its currency, phone rules
 * and default language).
 */
export default function NationScreen() {
  useAreaCatalog('auth');
  const { t } = useLingui();
  const { current, canChoose, choose } = useMarketChoice();
  const options: { id: MarketId; label: string }[] = [
    { id: 'ng', label: t`Nigeria` },
    { id: 'mx', label: t`Mexico` },
  ];
  return (
    <section className="screen" aria-labelledby="nation-title">
      <h1 id="nation-title">
        <Trans>Choose your country</Trans>
      </h1>
      <p>
        <Trans>
          Your country decides the app you use: its currency, phone numbers and language. The page reloads
          with the app for the country you choose.
        </Trans>
      </p>
      {canChoose ? (
        <div className="screen" role="group" aria-labelledby="nation-title">
          {options.map((option) => (
            <Button
              key={option.id}
              variant={option.id === current ? 'primary' : 'secondary'}
              aria-pressed={option.id === current}
              onClick={() => choose(option.id)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      ) : (
        <p role="status">
          <Trans>In this app the country is the one of the app you installed.</Trans>
        </p>
      )}
    </section>
  );
}
