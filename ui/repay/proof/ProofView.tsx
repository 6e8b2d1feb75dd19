import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RepaymentProofMachine } from '../../../machines/repaymentProof/repaymentProof.machine';
import { RECEIPT_IMAGE_TYPES } from '../../../machines/repaymentProof/repaymentProof.types';
import {
  selectCanSubmit,
  selectChosenImage,
  selectListError,
  selectProofError,
  selectProofStatus,
  selectVouchers,
  selectWasSubmitted,
} from '../../../machines/repaymentProof/repaymentProof.selectors';
import type { Voucher } from '../../../services/api/endpoints/repay';
import type { MarketProfile } from '../../../services/markets/markets';
import { Button } from '../../shared/Button';
import { FilePicker } from '../../shared/FilePicker';
import { DateText } from '../../shared/DateText';
import { FOCUS_LANDING } from '../../shared/focusLanding';
import { ErrorText } from '../ErrorText';

function VoucherStatus({ status }: { status: Voucher['status'] }) {
  if (status === 2) return <Trans>Approved</Trans>;
  if (status === 3) return <Trans>Rejected</Trans>;
  return <Trans>Under review</Trans>;
}

function Preview({ image }: { image: Blob }) {
  const { t } = useLingui();
  const url = useMemo(() => URL.createObjectURL(image), [image]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className="receipt-preview" src={url} alt={t`Receipt to send`} />;
}

/** Manual repayment: upload a photo of the receipt; it is reviewed within 48 hours. */
export function ProofView({ actor, market }: { actor: ActorRefFrom<RepaymentProofMachine>; market: Pick<MarketProfile, 'numberLocale'> }) {
  const status = useSelector(actor, selectProofStatus);
  const vouchers = useSelector(actor, selectVouchers);
  const image = useSelector(actor, selectChosenImage);
  const error = useSelector(actor, selectProofError);
  const listError = useSelector(actor, selectListError);
  const submitted = useSelector(actor, selectWasSubmitted);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const canChoose = status === 'ready' || status === 'chosen';
  // A photo refused (too large, not an image) is told on the picker itself.
  const errorId = useId();
  // A picker that cannot be used says why: the line that tells it is its description.
  const whyLockedId = useId();
  const whyLocked = status === 'noOrder' || status === 'preparing';
  const listLoaded = status !== 'loading' && status !== 'failed' && !listError;
  return (
    <div className="screen">
      <h1><Trans>Upload your payment receipt</Trans></h1>
      <p><Trans>Paid by transfer or in cash and it does not show yet? Send us a photo of the receipt. We review it within 48 hours.</Trans></p>
      {/* Above the list's states: a list that then fails to load must not hide that the receipt went.
          It replaces Send receipt, which had the focus: the focus lands on it, so TalkBack reads it. */}
      {submitted ? <p role="status" {...FOCUS_LANDING}><Trans>Receipt sent. It is under review.</Trans></p> : null}
      {status === 'failed' ? (
        <>
          <ErrorText error={error} />
          <Button onClick={() => actor.send({ type: 'proof.retryRequested' })}><Trans>Retry</Trans></Button>
        </>
      ) : (
        <>
          <FilePicker
            label={<Trans>Receipt photo</Trans>}
            action={<Trans>Choose a photo</Trans>}
            accept={RECEIPT_IMAGE_TYPES.join(',')}
            disabled={!canChoose}
            describedBy={[error ? errorId : null, whyLocked ? whyLockedId : null].filter(Boolean).join(' ') || undefined}
            onFile={(file) => actor.send({ type: 'proof.fileChosen', file })}
          />
          {/* Why the picker is locked; on the page before its words, so a screen reader reads them. */}
          <p id={whyLockedId} role="status">
            {status === 'noOrder' ? <Trans>There is no loan to send a receipt for.</Trans> : status === 'preparing' ? <Trans>Preparing the photo…</Trans> : null}
          </p>
          {image ? (
            <>
              <Preview image={image} />
              <Button variant="secondary" disabled={status !== 'chosen'} onClick={() => actor.send({ type: 'proof.fileCleared' })}>
                <Trans>Remove photo</Trans>
              </Button>
            </>
          ) : null}
          <ErrorText error={error} id={errorId} />
          {image || status === 'submitting' ? (
            <Button busy={status === 'submitting'} disabled={!canSubmit} onClick={() => actor.send({ type: 'proof.submitted' })}>
              <Trans>Send receipt</Trans>
            </Button>
          ) : null}
        </>
      )}
      <section aria-labelledby="proof-list">
        <h2 id="proof-list"><Trans>Receipts sent</Trans></h2>
        {vouchers.length === 0 && status === 'loading' ? <p role="status"><Trans>Loading your receipts…</Trans></p> : null}
        {listError ? (
          <>
            <ErrorText error={listError} />
            {status === 'ready' ? <Button variant="secondary" onClick={() => actor.send({ type: 'proof.retryRequested' })}><Trans>Retry</Trans></Button> : null}
          </>
        ) : null}
        {/* Only a list that arrived can say it is empty. */}
        {vouchers.length === 0 && listLoaded ? <p><Trans>No receipts sent yet.</Trans></p> : null}
        {vouchers.length > 0 ? (
          <ul className="vouchers">
            {vouchers.map((voucher, index) => (
              <li key={voucher.voucherId || `#${index}`}>
                <DateText value={voucher.createdAt} market={market} withTime />: <strong><VoucherStatus status={voucher.status} /></strong>
                {voucher.status === 3 && voucher.reason ? <span> ({voucher.reason})</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
