import { useActorRef } from '@xstate/react';
import { use } from 'react';
import type { AnyActorLogic } from 'xstate';
import { ServicesContext } from './ServicesContext';

/**
 * `useActorRef` with the app's inspector attached (development, opt-in); wiring files use it so
 * every screen's machine shows up in the Stately inspector with personal data masked.
 */
export const useAppActorRef: typeof useActorRef = (logic: AnyActorLogic, ...rest: unknown[]) => {
  const inspect = use(ServicesContext)?.inspect;
  const [options, observer] = rest as [Record<string, unknown> | undefined, never];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (useActorRef as any)(logic, inspect ? { ...options, inspect } : options, observer);
};
