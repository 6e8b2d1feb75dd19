import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { SubmitError } from '../../machines/shared/submitError';

/** The selectors every KYC step machine with the shared submit tail (machines/shared/submitStep) exports. */
export interface KycFrameSelectors<TSnapshot> {
  selectIsOffline: (snapshot: TSnapshot) => boolean;
  selectIsBusy: (snapshot: TSnapshot) => boolean;
  selectSubmitError: (snapshot: TSnapshot) => SubmitError | null;
  selectNextStepFailed: (snapshot: TSnapshot) => boolean;
  selectIsReconciling: (snapshot: TSnapshot) => boolean;
  /** Steps whose draft blanks numbers (bank card, additional info): some are still to type again. */
  selectMustRetype?: (snapshot: TSnapshot) => boolean;
}

const nothingToRetype = () => false;

type FrameEvent = { type: 'nextStep.retryRequested' } | { type: 'form.submitted' };

/** A KYC step actor: its snapshots, and the two events of the frame's buttons. */
interface FrameActor<S> extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot: () => S;
  send: (event: FrameEvent) => void;
}

/** What `KycFormFrame` reads from a step's actor, and the two events its buttons send. */
export function useKycFrame<S>(actor: FrameActor<S>, selectors: KycFrameSelectors<S>) {
  return {
    offline: useSelector(actor, selectors.selectIsOffline),
    busy: useSelector(actor, selectors.selectIsBusy),
    submitError: useSelector(actor, selectors.selectSubmitError),
    nextStepFailed: useSelector(actor, selectors.selectNextStepFailed),
    reconciling: useSelector(actor, selectors.selectIsReconciling),
    mustRetype: useSelector(actor, selectors.selectMustRetype ?? nothingToRetype),
    onNextStepRetry: () => actor.send({ type: 'nextStep.retryRequested' }),
    onSubmit: () => actor.send({ type: 'form.submitted' }),
  };
}
