import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { marketApplyMachine } from '../../../machines/marketApply/marketApply.machine';
import {
  selectApplyError,
  selectForm,
  selectIsApplied,
  selectIsCancelled,
  selectIsCheckingApplication,
  selectIsApplying,
  selectMarketProblems,
  selectOrderNo,
} from '../../../machines/marketApply/marketApply.selectors';
import type { MarketProduct } from '../../../machines/marketApply/marketApply.types';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { CheckingApplication } from '../../shared/CheckingApplication';
import { Money } from '../../shared/Money';
import { FieldsLocked } from '../../shared/fieldsLocked';
import { Select } from '../../shared/Select';
import { TextField } from '../../shared/TextField';
import { ErrorNotice } from '../common/ListStates';
import { useMarketApplyActor } from '../support.wiring';
import { MARKET_PROBLEMS } from './marketText';
import { FOCUS_LANDING } from '../../shared/focusLanding';


interface FormProps {
  product: MarketProduct;
  /** `sent`: the application went (Done), else it was cancelled. */
  onClose: (sent: boolean) => void;
}

export function MarketApplyForm({ product, onClose }: FormProps) {
  return <MarketApplyView actor={useMarketApplyActor(product)} product={product} onClose={onClose} />;
}

/** The marketplace application form bound to its machine; the sent application's confirmation. */
export function MarketApplyView({ actor, product, onClose }: FormProps & { actor: ActorRefFrom<typeof marketApplyMachine> }) {
  const { t, i18n } = useLingui();
  const market = useMarket();
  const form = useSelector(actor, selectForm);
  const problems = useSelector(actor, selectMarketProblems);
  const error = useSelector(actor, selectApplyError);
  const busy = useSelector(actor, selectIsApplying);
  const applied = useSelector(actor, selectIsApplied);
  const cancelled = useSelector(actor, selectIsCancelled);
  const checking = useSelector(actor, selectIsCheckingApplication);
  const orderNo = useSelector(actor, selectOrderNo);
  const problem = (key: keyof typeof problems) => (problems[key] ? i18n._(MARKET_PROBLEMS[problems[key]]) : undefined);
  // Values as the marketplace API takes them; labels as the KYC form writes the same ranges.
  const incomeRanges = [
    { value: 'under 29999', label: t`Under 30,000` },
    { value: '30000-49999', label: '30,000 - 49,999' },
    { value: '50000-99999', label: '50,000 - 99,999' },
    { value: '100000-149999', label: '100,000 - 149,999' },
    { value: 'over 150000', label: t`150,000 or more` },
  ];
  const employment = [
    { value: 'Employee', label: t`Employee` },
    { value: 'Self employed', label: t`Self employed` },
    { value: 'Unemployed', label: t`Unemployed` },
  ];

  if (cancelled) return null;
  if (applied) {
    return (
      <div className="card" role="status" {...FOCUS_LANDING}>
        <p>
          {/* An answer without its order number still says where the application went. */}
          {orderNo ? (
            <Trans>
              Application sent to {product.name} (order {orderNo}). The partner reviews it and pays into your bank account once approved.
            </Trans>
          ) : (
            <Trans>Application sent to {product.name}. The partner reviews it and pays into your bank account once approved.</Trans>
          )}
        </p>
        <Button onClick={() => onClose(true)}>
          <Trans>Done</Trans>
        </Button>
      </div>
    );
  }
  return (
    // Opened by Apply, which goes with the list: reading goes on from the form (FOCUS_LANDING).
    <form
      className="card"
      noValidate
      aria-label={t`Apply for ${product.name}`}
      {...FOCUS_LANDING}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'market.submitted' });
      }}
    >
      <h3>{product.name}</h3>
      <p className="muted">
        <Trans>
          From <Money value={product.minAmount} market={market} /> to <Money value={product.maxAmount} market={market} />,{' '}
          {product.termDays} days
        </Trans>
      </p>
      <FieldsLocked value={busy || checking}>
        <TextField
          label={t`Amount`}
          inputMode="numeric"
          value={form.amount}
          onValueChange={(value) => actor.send({ type: 'market.fieldChanged', field: 'amount', value })}
          error={problem('amount')}
        />
        <TextField
          label={t`Full name`}
          autoComplete="name"
          value={form.fullName}
          onValueChange={(value) => actor.send({ type: 'market.fieldChanged', field: 'fullName', value })}
          error={problem('fullName')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={form.email}
          onValueChange={(value) => actor.send({ type: 'market.fieldChanged', field: 'email', value })}
          error={problem('email')}
        />
        <Select
          label={t`Monthly income`}
          placeholder={t`Please select`}
          value={form.monthlyIncome}
          options={incomeRanges}
          onValueChange={(value) => actor.send({ type: 'market.fieldChanged', field: 'monthlyIncome', value })}
          error={problem('monthlyIncome')}
        />
        <Select
          label={t`Employment`}
          placeholder={t`Please select`}
          value={form.employment}
          options={employment}
          onValueChange={(value) => actor.send({ type: 'market.fieldChanged', field: 'employment', value })}
          error={problem('employment')}
        />
      </FieldsLocked>
      <CheckingApplication shown={checking} />
      {checking ? null : <ErrorNotice error={error} />}
      <Button type="submit" busy={busy}>
        <Trans>Send application</Trans>
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => {
          actor.send({ type: 'market.cancelled' });
          onClose(false);
        }}
      >
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
