import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { ImageTooLargeError } from '../../services/images/downscaleImage';
import { findNextStep } from '../shared/nextStep';
import { submitOutcomeOf, type NextStep, type SubmitOutcome } from '../shared/submitError';
import type { ImageSlot, OcrOutcome, PreparedImage, PrepareImageInput, UploadImageInput } from './identity.types';

const UPLOAD_ENDPOINTS: Readonly<Record<ImageSlot, (typeof endpoints.kyc)['uploadCurpBack']>> = {
  back: endpoints.kyc.uploadCurpBack,
  front: endpoints.kyc.uploadCurpFront,
  face: endpoints.kyc.saveFaceImage,
};

const ocrData = v.looseObject({ curp: v.optional(v.string(), ''), name: v.optional(v.string(), '') });

export type ImageDownscaler = (file: Blob) => Promise<Blob>;

/** `downscale` is the image helper (services/images/downscaleImage), injected so tests fake it. */
export function createIdentityActors(services: AppServices, downscale: ImageDownscaler) {
  return {
    prepareImage: fromPromise<PreparedImage, PrepareImageInput>(async ({ input }) => {
      try {
        return { ok: true, file: await downscale(input.file) };
      } catch (error) {
        if (error instanceof ImageTooLargeError) return { ok: false, reason: 'tooLarge' };
        throw error;
      }
    }),
    uploadImage: fromPromise<SubmitOutcome, UploadImageInput>(async ({ input, signal }) =>
      submitOutcomeOf(await services.api.call(UPLOAD_ENDPOINTS[input.slot], { files: { file: input.file } }, { signal })),
    ),
    readCurp: fromPromise<OcrOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(endpoints.kyc.curpOcr, {}, { signal });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      const data = v.safeParse(ocrData, result.data);
      const curp = data.success ? data.output.curp.trim() : '';
      // A read that found no CURP is a failed read ("OCR failed, restart authentication"), not a success.
      return data.success && curp !== '' ? { ok: true, result: { curp, name: data.output.name.trim() } } : { ok: false, code: -1, msg: '' };
    }),
    finishUpload: fromPromise<SubmitOutcome, void>(async ({ signal }) =>
      submitOutcomeOf(await services.api.call(endpoints.kyc.finishUploadAllImg, {}, { signal })),
    ),
    findNextStep: fromPromise<NextStep, void>(({ signal }) => findNextStep(services, signal)),
  };
}
