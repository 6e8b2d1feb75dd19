import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { dataUploadMachine } from '../../../machines/dataUpload/dataUpload.machine';
import {
  selectCanAskSupport,
  selectCanContinue,
  selectCanRetry,
  selectDisclosure,
  selectMissingData,
  selectUploadError,
  selectUploadPhase,
  selectUploadProgress,
} from '../../../machines/dataUpload/dataUpload.selectors';
import { useAreaCatalog } from '../../app/i18n';
import { usePrefetchNextStep } from '../../app/usePrefetchNextStep';
import { Button } from '../../shared/Button';
import { collectionFailedMessage, submitErrorMessage } from '../loanMessages';
import { useText } from '../useText';
import { DisclosureDialog } from '../../kyc/disclosure/DisclosureDialog';
import { useDataUploadActor } from '../finishLoading.wiring';
import { DevicePermissionsHelp } from './DevicePermissionsHelp';
import { useLatestOrderLoader } from '../order.wiring';

/** `/finish_loading`: the permissions disclosure, device data once it is accepted, then where the latest order says. */
export default function FinishLoadingScreen() {
  useAreaCatalog('loan');
  usePrefetchNextStep();
  // The permissions disclosure shown here is worded in the kyc catalog.
  useAreaCatalog('kyc');
  const [attempt, setAttempt] = useState(0);
  return <LatestOrderThenUpload key={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
}

/**
 * Reads the latest order once (a retry mounts a new reader). Only an order at its finishing step has
 * device data to send; another (a stale link) goes to its own step's screen, none home.
 */
function LatestOrderThenUpload({ onRetry }: { onRetry: () => void }) {
  const latest = useLatestOrderLoader('/finish_loading');
  const reading = useSelector(latest, (s) => s.status === 'active');
  const orderNo = useSelector(latest, (s) => s.output?.orderNo ?? null);
  const path = useSelector(latest, (s) => s.output?.path ?? '/');
  const failure = useSelector(latest, (s) => s.output?.failure ?? null);
  const text = useText();
  if (orderNo) return <FinishLoading orderNo={orderNo} />;
  if (!reading && !failure) return <Navigate to={path} replace />;
  return (
    <section className="screen" aria-labelledby="finish-title">
      <h1 id="finish-title">
        <Trans>Finishing your application</Trans>
      </h1>
      {failure ? (
        <>
          <p className="request-error" role="alert">
            {text(submitErrorMessage(failure))}
          </p>
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Link className="button secondary" to="/">
            <Trans>Back to home</Trans>
          </Link>
        </>
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </section>
  );
}

function FinishLoading({ orderNo }: { orderNo: string }) {
  const actor = useDataUploadActor(orderNo);
  const disclosure = useSelector(actor, selectDisclosure);
  return <DataUploadView actor={actor} consent={disclosure ? <DisclosureDialog actor={disclosure} /> : null} />;
}

interface DataUploadViewProps {
  actor: ActorRefFrom<typeof dataUploadMachine>;
  /** What asks for consent while the upload waits for it: the permissions disclosure the machine invoked. */
  consent: ReactNode;
}

/** Progress of the device-data upload with a way out at every stop; the machine navigates when it ends. */
export function DataUploadView({ actor, consent }: DataUploadViewProps) {
  const { t } = useLingui();
  const phase = useSelector(actor, selectUploadPhase);
  const progress = useSelector(actor, selectUploadProgress);
  const missing = useSelector(actor, selectMissingData, sameFlags);
  const error = useSelector(actor, selectUploadError);
  const text = useText();
  const canContinue = useSelector(actor, selectCanContinue);
  const canRetry = useSelector(actor, selectCanRetry);
  const canAskSupport = useSelector(actor, selectCanAskSupport);
  const send = (type: 'upload.continueRequested' | 'upload.retryRequested' | 'upload.supportRequested') =>
    actor.send({ type });
  return (
    <section className="screen" aria-labelledby="finish-title">
      <h1 id="finish-title">
        <Trans>Finishing your application</Trans>
      </h1>
      {phase === 'consent' ? consent : null}
      {/* One line for both, on the page from the start: what comes after a tap is read out. */}
      <p role="status">
        {phase === 'working' ? (
          <Trans>
            Checking your device data: {progress.done} of {progress.total} done.
          </Trans>
        ) : phase === 'leaving' ? (
          <Trans>Loading…</Trans>
        ) : null}
      </p>
      {phase === 'working' ? <progress max={progress.total} value={progress.done} aria-label={t`Device data`} /> : null}
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
          {text(error.kind === 'collectionFailed' ? collectionFailedMessage : submitErrorMessage(error))}
        </p>
      ) : null}
      {phase === 'failed' && error?.kind === 'collectionFailed' ? <DevicePermissionsHelp missing={missing} /> : null}
      {canRetry ? (
        <Button onClick={() => send('upload.retryRequested')}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
      {canContinue ? (
        <Button variant="secondary" onClick={() => send('upload.continueRequested')}>
          <Trans>Continue</Trans>
        </Button>
      ) : null}
      {canAskSupport ? (
        <Button variant="secondary" onClick={() => send('upload.supportRequested')}>
          <Trans>Contact customer services</Trans>
        </Button>
      ) : null}
    </section>
  );
}

const sameFlags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((flag, i) => flag === b[i]);
