import { useActorRef } from '@xstate/react';
import { use } from 'react';
import type { AnyActorLogic, InspectionEvent } from 'xstate';
import { watchLeaveTags } from './leaveGuard';
import { ServicesContext } from './ServicesContext';

/**
 * `useActorRef` with the app's inspection attached: the Back prompt watches every screen actor's
 * leave tags (`leaveGuard.ts`), and in development the opt-in Stately inspector sees it too, with
 * personal data masked. Wiring files use it for every screen's machine.
 */
export const useAppActorRef: typeof useActorRef = (logic: AnyActorLogic, ...rest: unknown[]) => {
  const devInspect = use(ServicesContext)?.inspect;
  const [options, observer] = rest as [Record<string, unknown> | undefined, never];
  const inspect = devInspect
    ? (event: InspectionEvent) => {
        watchLeaveTags(event);
        devInspect.next?.(event);
      }
    : watchLeaveTags;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (useActorRef as any)(logic, { ...options, inspect }, observer);
};
