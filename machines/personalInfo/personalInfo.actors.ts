import { fromPromise } from 'xstate';
import * as v from 'valibot';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { listOrEmpty } from '../../services/api/endpoints/listOrEmpty';
import { findNextStep } from '../shared/nextStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { GeoState, PickContactOutput, SaveBasicInfoInput } from './personalInfo.types';

// No state to choose is an answer the residence part cannot use: it fails the read, with Retry.
const geographySchema = v.looseObject({
  states: v.pipe(
    v.array(v.looseObject({ code: v.string(), name: v.string(), districts: listOrEmpty(v.string()) })),
    v.nonEmpty(),
  ),
});

/** The personal-information wizard's I/O: country data, the contact picker, saving, the next step. */
export function createPersonalInfoActors(services: AppServices) {
  return {
    loadGeography: fromPromise<GeoState[], void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.auth.countryByCode, { code: services.market.id }, { signal, silent: true });
      if (!result.ok) throw new Error(`country data refused: ${result.code}`);
      return v.parse(geographySchema, result.data).states;
    }),
    pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(async ({ input }) => {
      try {
        return { index: input.index, pick: await services.bridge.selectContact(input.index) };
      } catch {
        return { index: input.index, pick: { kind: 'unavailable' } };
      }
    }),
    saveBasicInfo: fromPromise<SubmitOutcome, SaveBasicInfoInput>(async ({ input, signal }) =>
      submitOutcomeOf(await services.api.call(endpoints.kyc.saveBasicInfo, input.payload, { signal })),
    ),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
