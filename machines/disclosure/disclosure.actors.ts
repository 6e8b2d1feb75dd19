import { fromPromise } from 'xstate';
import { disclosureEndpoints } from '../../services/api/endpoints/disclosure';
import type { AppServices } from '../../services/appServices';
import type { ConsentRecord } from './disclosure.types';

/**
 * The borrower's answer to the disclosure lives on the server (`/user/permission-disclosure/*`):
 * the wrapper's local storage keeps only what SPEC section 3 names. A refused read counts as "not
 * accepted yet" (ask again); a refused write is a failure to record (the borrower tries again).
 */
export function createDisclosureActors(services: AppServices) {
  return {
    fetchConsent: fromPromise<ConsentRecord, void>(async ({ signal }) => {
      const result = await services.api.call(disclosureEndpoints.disclosureStatus, {}, { signal });
      return { accepted: result.ok && result.data.accepted };
    }),
    recordConsent: fromPromise<void, void>(async ({ signal }) => {
      const result = await services.api.call(disclosureEndpoints.acceptDisclosure, {}, { signal });
      if (!result.ok) throw new Error(`disclosure not recorded: ${result.code}`);
    }),
  };
}
