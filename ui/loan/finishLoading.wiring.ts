import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createDataUploadActors } from '../../machines/dataUpload/dataUpload.actors';
import { dataUploadMachine } from '../../machines/dataUpload/dataUpload.machine';
import { createDisclosureActors } from '../../machines/disclosure/disclosure.actors';
import { disclosureMachine } from '../../machines/disclosure/disclosure.machine';
import { useAppServices } from '../app/ServicesContext';
import { useSessionUser } from '../app/SessionContext';

/**
 * Device-data upload for an order. It waits in `awaitingConsent` until the screen sends
 * `upload.consentGiven`, which only the accepted permissions disclosure does (`useDisclosureActor`).
 */
export function useDataUploadActor(orderNo: string, consentGiven = false) {
  const services = useAppServices();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    dataUploadMachine.provide({
      actors: createDataUploadActors(services),
      actions: { openSupport: () => navigate('/user_center/customer_services') },
    }),
  );
  const actor = useActorRef(machine, { input: { orderNo, userId: user ? String(user.userId ?? '') : '' } });
  useEffect(() => {
    actor.send({
      type: 'upload.started',
      consentGiven,
      collectionEnabled: services.market.collectDeviceData,
    });
  }, [actor, services, consentGiven]);
  return actor;
}

/** The permissions disclosure (SPEC section 6), the one consent for device data; its answer is kept by the server. */
export function useDisclosureActor() {
  const services = useAppServices();
  const [machine] = useState(() => disclosureMachine.provide({ actors: createDisclosureActors(services) }));
  return useActorRef(machine);
}
