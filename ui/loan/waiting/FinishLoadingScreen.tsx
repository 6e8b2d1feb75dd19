import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { dataUploadMachine } from '../../../machines/dataUpload/dataUpload.machine';
import {
  selectCanContinue,
  selectCanRetry,
  selectUploadError,
  selectUploadPhase,
  selectUploadProgress,
} from '../../../machines/dataUpload/dataUpload.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { Button } from '../../shared/Button';
import { uploadErrorMessage } from '../loanMessages';
import { selectHasConsented, selectIsDeclined } from '../../../machines/disclosure/disclosure.selectors';
import { DisclosureDialog } from '../../kyc/disclosure/DisclosureDialog';
import { useDataUploadActor, useDisclosureActor } from '../finishLoading.wiring';
import { useLatestOrderLoader } from '../order.wiring';

/** Where the order goes once its data upload has ended, however it ended. */
export const AFTER_UPLOAD_PATH = '/borrow/confirm_borrow';

/** `/finish_loading`: the permissions disclosure, device data once it is accepted, then on to the loan confirmation. */
export default function FinishLoadingScreen() {
  useAreaCatalog('loan');
  // The permissions disclosure shown here is worded in the kyc catalog.
  useAreaCatalog('kyc');
  const latest = useLatestOrderLoader();
  const status = useSelector(latest, (s) => s.status);
  const orderNo = useSelector(latest, (s) => s.output?.orderNo ?? null);
  if (status === 'active') {
    return (
      <section className="screen">
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }
  if (!orderNo) {
    return (
      <section className="screen">
        <p className="request-error" role="alert">
          <Trans>Request failed, try again</Trans>
        </p>
      </section>
    );
  }
  return <FinishLoading orderNo={orderNo} />;
}

function FinishLoading({ orderNo }: { orderNo: string }) {
  const disclosure = useDisclosureActor();
  const actor = useDataUploadActor(orderNo);
  const consented = useSelector(disclosure, selectHasConsented);
  const declined = useSelector(disclosure, selectIsDeclined);
  const navigate = useNavigate();
  // The disclosure is the one consent: nothing is read from the phone before it is accepted.
  useEffect(() => {
    if (consented) actor.send({ type: 'upload.consentGiven' });
  }, [actor, consented]);
  return (
    <DataUploadView
      actor={actor}
      consent={<DisclosureDialog actor={disclosure} />}
      consentDeclined={declined}
      onFinished={() => navigate(AFTER_UPLOAD_PATH, { replace: true })}
    />
  );
}

interface DataUploadViewProps {
  actor: ActorRefFrom<typeof dataUploadMachine>;
  /** What asks for consent while the upload waits for it: the permissions disclosure. */
  consent: ReactNode;
  /** The borrower said "Not now": they may go on without sharing device data. */
  consentDeclined: boolean;
  onFinished: () => void;
}

/** Progress of the device-data upload with a way out at every stop. */
export function DataUploadView({ actor, consent, consentDeclined, onFinished }: DataUploadViewProps) {
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, selectUploadPhase);
  const progress = useSelector(actor, selectUploadProgress);
  const error = useSelector(actor, selectUploadError);
  const canContinue = useSelector(actor, selectCanContinue);
  const canRetry = useSelector(actor, selectCanRetry);
  useEffect(() => {
    if (phase === 'done') onFinished();
  }, [phase, onFinished]);
  const send = (type: 'upload.continueRequested' | 'upload.retryRequested' | 'upload.supportRequested') =>
    actor.send({ type });
  return (
    <section className="screen" aria-labelledby="finish-title">
      <h1 id="finish-title">
        <Trans>Finishing your application</Trans>
      </h1>
      {phase === 'consent' ? consent : null}
      {phase === 'working' || phase === 'idle' ? (
        <>
          <p role="status">
            <Trans>
              Checking your device data: {progress.done} of {progress.total} done.
            </Trans>
          </p>
          <progress max={progress.total} value={progress.done} aria-label={t`Device data`} />
        </>
      ) : null}
      {phase === 'stalled' ? (
        <p role="alert">
          <Trans>
            This is taking longer than expected ({progress.done} of {progress.total} done). You can try again, continue without it, or
            contact customer services.
          </Trans>
        </p>
      ) : null}
      {phase === 'failed' && error ? (
        <p className="request-error" role="alert">
          {i18n._(uploadErrorMessage[error])}
        </p>
      ) : null}
      {canRetry ? (
        <Button onClick={() => send('upload.retryRequested')}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      {canContinue && (phase !== 'consent' || consentDeclined) ? (
        <Button variant="secondary" onClick={() => send('upload.continueRequested')}>
          <Trans>Continue</Trans>
        </Button>
      ) : null}
      {phase === 'stalled' || phase === 'failed' ? (
        <Button variant="secondary" onClick={() => send('upload.supportRequested')}>
          <Trans>Contact customer services</Trans>
        </Button>
      ) : null}
    </section>
  );
}
