import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createDataUploadActors } from '../../machines/dataUpload/dataUpload.actors';
import { dataUploadMachine } from '../../machines/dataUpload/dataUpload.machine';
import { useAppServices } from '../app/ServicesContext';
import { useSession } from '../app/SessionContext';
import { useNavigateTo } from '../app/useNavigateTo';

/**
 * Device-data upload for an order, from the permissions disclosure (invoked by the machine) to the
 * screen the latest order names. `/finish_loading` is a waypoint: Back does not return to it.
 */
export function useDataUploadActor(orderNo: string) {
  const services = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  const [machine] = useState(() =>
    dataUploadMachine.provide({
      actors: createDataUploadActors(services, () => String(session.user()?.userId ?? '')),
      actions: {
        openSupport: () => navigate('/user_center/customer_services'),
        navigateTo: (_, params) => navigateTo(_, { path: params.path, replace: true }),
      },
    }),
  );
  // In a plain browser nothing can be collected: no disclosure to agree to, nor consent recorded for the app.
  const collectionEnabled = services.market.collectDeviceData && services.bridge.isNative;
  return useActorRef(machine, {
    input: { orderNo, collectionEnabled },
  });
}
