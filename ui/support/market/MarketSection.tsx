import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { isApplicable } from '../../../machines/marketApply/marketApply.rules';
import type { ListedProduct, MarketProduct } from '../../../machines/marketApply/marketApply.types';
import { selectItems, selectListError, selectListStage } from '../../../machines/pagedList/pagedList.selectors';
import type { MarketOrder, RepayProduct } from '../../../services/api/endpoints/support';
import { useIsSignedIn } from '../../app/SessionContext';
import { useMarket } from '../../app/useMarket';
import { Button } from '../../shared/Button';
import { DateText } from '../../shared/DateText';
import { Money } from '../../shared/Money';
import { useFocusBackWhenClosed } from '../../shared/useFocusBackWhenClosed';
import { NO_AMOUNT } from '../../shared/money';
import { LoginLink } from '../../shell/Guarded';
import { Empty, Failed, Loading } from '../common/ListStates';
import {
  useKeptMarketApplication,
  useLendingRecordActor,
  useMarketCustomerService,
  useMarketOrdersActor,
  useMarketProductsActor,
} from '../support.wiring';
import { MarketApplyForm } from './MarketApplyForm';
import { MARKET_STATUS_LABELS, TONE_LABELS } from './marketText';

type OrderRow = MarketOrder & { repay: RepayProduct | null; tone: 'normal' | 'dueSoon' | 'overdue' | null };

/** The loan marketplace inside "me": partners' products, the borrower's applications, support. */
export default function MarketSection() {
  const [all, setAll] = useState(false);
  // After a reload, the form that was being filled in opens again.
  const kept = useKeptMarketApplication();
  const [applying, setApplying] = useState<MarketProduct | null>(kept?.product ?? null);
  // An application sent changes the lists (an open application with that partner): read them again.
  const [sentCount, setSentCount] = useState(0);
  return (
    <section className="market" aria-labelledby="market-title">
      <h2 id="market-title">
        <Trans>Loan marketplace</Trans>
      </h2>
      <p className="muted">
        <Trans>Products from our partner lenders. Each partner decides on its own; compare the daily rate before you apply.</Trans>
      </p>
      {applying ? (
        <MarketApplyForm
          key={applying.productId}
          product={applying}
          onClose={(sent) => {
            setApplying(null);
            if (sent) setSentCount((n) => n + 1);
          }}
        />
      ) : null}
      {/* Kept while the form is open: Cancel goes back to the list as it was, without reading it again. */}
      <div hidden={applying !== null}>
        <Products key={`${all}:${sentCount}`} all={all} applyingId={applying?.productId ?? null} onApply={setApplying} />
      </div>
      {!all && !applying && (
        <Button variant="secondary" onClick={() => setAll(true)}>
          <Trans>See all products</Trans>
        </Button>
      )}
      <MyMarketOrders key={sentCount} />
      <LendingRecord />
      <MarketSupport />
    </section>
  );
}

interface ProductsProps {
  all: boolean;
  /** The product whose form is open: its Apply gets the focus back when the form closes. */
  applyingId: string | null;
  onApply: (product: MarketProduct) => void;
}

function Products({ all, applyingId, onApply }: ProductsProps) {
  const { t } = useLingui();
  const [lastOpened, setLastOpened] = useState<string | null>(applyingId);
  if (applyingId !== null && applyingId !== lastOpened) setLastOpened(applyingId);
  const opener = useFocusBackWhenClosed(applyingId !== null);
  const market = useMarket();
  const signedIn = useIsSignedIn();
  const list = useMarketProductsActor(all);
  const stage = useSelector(list, selectListStage);
  const products = useSelector(list, selectItems<ListedProduct>);
  const error = useSelector(list, selectListError);
  if (stage === 'loading') return <Loading />;
  if (stage === 'failed') {
    return <Failed error={error} onRetry={() => list.send({ type: 'list.refreshRequested' })} retryLabel={t`Retry loading the products`} />;
  }
  if (stage === 'empty') {
    return (
      <Empty>
        <Trans>No products available right now.</Trans>
      </Empty>
    );
  }
  return (
    <ul className="plain-list" aria-label={all ? t`All products` : t`Recommended products`}>
      {products.map((product) => (
        <li key={product.productId} className="card">
          <h3>{product.name}</h3>
          <p>
            <Money value={product.minAmount} market={market} /> – <Money value={product.maxAmount} market={market} />
          </p>
          <p>
            <Trans>
              {product.termDays ?? NO_AMOUNT} days · {product.dailyRate ?? NO_AMOUNT}% a day
            </Trans>
          </p>
          {signedIn && product.hasOpenOrder ? (
            <p className="muted">
              <Trans>You already have an open application with {product.name}.</Trans>
            </p>
          ) : !isApplicable(product) ? (
            <p className="muted" role="note">
              <Trans>The terms of this product could not be read, so it cannot be applied for now. Try again later.</Trans>
            </p>
          ) : signedIn ? (
            <Button
              ref={product.productId === lastOpened ? opener : undefined}
              onClick={() => onApply(product)}
              aria-label={t`Apply for ${product.name}`}
            >
              <Trans>Apply</Trans>
            </Button>
          ) : (
            <LoginLink className="button secondary">
              <Trans>Log in to apply</Trans>
            </LoginLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function MyMarketOrders() {
  const { t, i18n } = useLingui();
  const market = useMarket();
  const list = useMarketOrdersActor();
  const stage = useSelector(list, selectListStage);
  const orders = useSelector(list, selectItems<OrderRow>);
  const error = useSelector(list, selectListError);
  if (stage === 'loading') return <Loading />;
  if (stage === 'failed') {
    return <Failed error={error} onRetry={() => list.send({ type: 'list.refreshRequested' })} retryLabel={t`Retry loading my marketplace loans`} />;
  }
  if (stage === 'empty') return null;
  return (
    <>
      <h3>
        <Trans>My marketplace loans</Trans>
      </h3>
      <ul className="plain-list" aria-label={t`My marketplace loans`}>
        {orders.map((order) => (
          <li key={order.orderNo} className={`card tone--${order.tone ?? 'none'}`}>
            <strong>{order.productName}</strong> <Money value={order.amount} market={market} />
            {order.status || order.tone ? (
              <p>
                {[order.status && i18n._(MARKET_STATUS_LABELS[order.status]), order.tone && i18n._(TONE_LABELS[order.tone])]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {order.repay && (
              <p>
                <Trans>To repay:</Trans> <Money value={order.repay.repayAmount} market={market} /> ·{' '}
                <Trans>Due</Trans> <DateText value={order.repay.dueDate} market={market} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function LendingRecord() {
  const { t } = useLingui();
  const market = useMarket();
  const list = useLendingRecordActor();
  const records = useSelector(list, selectItems<{ maskedMobile: string; productName: string; amount: number }>);
  if (records.length === 0) return null;
  return (
    <ul className="plain-list muted" aria-label={t`Recently paid out`}>
      {/* Read once, never reordered; the same borrower may well borrow twice from one product. */}
      {records.map((record, index) => (
        <li key={index}>
          <Trans>
            {record.maskedMobile} received <Money value={record.amount} market={market} /> from {record.productName}
          </Trans>
        </li>
      ))}
    </ul>
  );
}

function MarketSupport() {
  const list = useMarketCustomerService();
  const [contact] = useSelector(list, selectItems<{ email: string; phone: string; hours: string }>);
  if (!contact) return null;
  return (
    <p className="muted">
      <Trans>
        Marketplace support: {contact.email}, {contact.phone} ({contact.hours})
      </Trans>
    </p>
  );
}
