import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { PayableMethod } from '../../../machines/repayment/repayment.types';
import type { RepaymentMethod } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { METHOD_LABELS, METHOD_ROUTES, withOrderNo } from './methodLabels';

interface Props {
  methods: readonly RepaymentMethod[];
  orderNo: string | null;
  /** The method whose own screen this is: chosen in place rather than by a link to itself. */
  screenMethod: PayableMethod | null;
  canChoose: boolean;
  /** The method being prepared: its button stays focused and at work, the others wait. */
  preparing: PayableMethod | null;
  onChoose: (method: PayableMethod) => void;
}

/** The market's repayment methods, in the profile's order (views never branch on the country). */
export function MethodList({ methods, orderNo, screenMethod, canChoose, preparing, onChoose }: Props) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="repay-methods">
      <h2 id="repay-methods">
        <Trans>How do you want to pay?</Trans>
      </h2>
      <ul className="methods">
        {methods.map((method) => {
          const route = METHOD_ROUTES[method];
          const label = i18n._(METHOD_LABELS[method]);
          // A method with its own screen starts there: it waits like the others (a receipt does not start a payment).
          const opensScreen = route && method !== screenMethod && (canChoose || method === 'manualProof');
          return (
            <li key={method}>
              {opensScreen ? (
                <Link className="button secondary" to={withOrderNo(route, orderNo)}>
                  {label}
                </Link>
              ) : method === 'manualProof' ? null : (
                <Button variant="secondary" busy={method === preparing} disabled={!canChoose} onClick={() => onChoose(method)}>
                  {label}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
