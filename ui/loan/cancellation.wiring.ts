import { msg } from '@lingui/core/macro';
import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { createCancellationActors } from '../../machines/cancellation/cancellation.actors';
import { cancellationKeyActions, cancellationMachine } from '../../machines/cancellation/cancellation.machine';
import { newIdempotencyKey } from '../../services/ids';
import { useAppServices } from '../app/ServicesContext';
import { useToasts } from '../shared/toast';
import { useNavigateTo } from '../app/useNavigateTo';

export function useCancellationActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const toasts = useToasts();
  const [machine] = useState(() =>
    cancellationMachine.provide({
      actors: createCancellationActors(services),
      actions: {
        navigateTo,
        announceCancelled: () => toasts.show({ message: msg`Your loan was cancelled`, tone: 'success' }),
        ...cancellationKeyActions(newIdempotencyKey),
      },
    }),
  );
  return useActorRef(machine);
}
