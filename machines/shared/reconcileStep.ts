/**
 * After a KYC step's save got no answer (FAULTS F2) its outcome is unknown: the server may have
 * saved it. `reconciling` asks before offering to send again: saved -> `findingNextStep` (the
 * shared tail of machines/shared/submitStep), not saved or no answer -> `failed`, where Submit
 * resends the kept values. A machine registers `...reconcileGuards` and its check actor
 * (e.g. `orderLeftStep(services, StepCode.Addition)` from ./orderLeftStep) and spreads
 * `reconcilingState(<actor name>)` next to `submitStepStates({ ..., faultTarget: 'reconciling' })`.
 */
export interface SavedCheck {
  saved: boolean;
}

export const reconcileGuards = {
  isSaved: (_: unknown, check: SavedCheck) => check.saved,
};

export function reconcilingState<const TCheckActor extends string>(checkActor: TCheckActor) {
  return {
    reconciling: {
      tags: ['busy'],
      invoke: {
        src: checkActor,
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }: { event: { output: SavedCheck } }) => event.output }, target: 'findingNextStep' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
  } as const;
}
