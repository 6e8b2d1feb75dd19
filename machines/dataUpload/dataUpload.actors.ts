import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import { createDisclosureActors } from '../disclosure/disclosure.actors';
import { createFollowLatestOrder } from '../order/order.actors';
import { uploadDisclosure } from './dataUpload.machine';
import { UPLOAD_FLAGS, type CollectionOutcome, type EnableOutcome, type StatusOutcome, type UploadFlags } from './dataUpload.types';

const truthy = (value: unknown) => value === true || value === 1;

/**
 * `userId` is read when the collection starts, not when the screen opened: after a wrapper's token
 * the session learns who the borrower is a moment later (`/security/getUserInfo`).
 */
export function createDataUploadActors(services: AppServices, userId: () => string = () => '') {
  return {
    checkUploadEnabled: fromPromise<EnableOutcome, { orderNo: string }>(async ({ input, signal }) => {
      const result = await services.api.call(endpoints.loan.uploadEnable, { orderNo: input.orderNo }, { signal });
      if (!result.ok) return { kind: 'refused', code: result.code, msg: result.msg };
      return truthy(result.data.enableTimeSdk) ? { kind: 'enabled' } : { kind: 'disabled' };
    }),
    fetchUploadStatus: fromPromise<StatusOutcome, { orderNo: string; silent: boolean }>(async ({ input, signal }) => {
      const result = await services.api.call(endpoints.loan.uploadStatus, { orderNo: input.orderNo }, { signal, silent: input.silent });
      if (!result.ok) return { kind: 'refused', code: result.code, msg: result.msg };
      const flags = Object.fromEntries(UPLOAD_FLAGS.map((flag) => [flag, truthy(result.data[flag])])) as UploadFlags;
      return { kind: 'flags', flags };
    }),
    startCollection: fromPromise<CollectionOutcome, { orderNo: string; flags: UploadFlags }>(async ({ input }) => {
      // SPEC section 7's analytics event for a collection call (no order number or user: FAULTS F52).
      services.bridge.logEventByAF('sdk6_call');
      const answer = await services.bridge.timeSDK({
        orderNo: input.orderNo,
        userId: userId(),
        step: 'finishLoading',
        isSubmit: true,
        flags: input.flags,
      });
      if (answer.kind === 'unavailable') return 'unavailable';
      if (answer.kind === 'failed') return 'failed';
      // -1: the wrapper only checked; 0: collected; 1: collection started. All three mean "poll".
      return answer.code === 0 ? 'succeeded' : answer.code === 1 ? 'started' : 'checkedOnly';
    }),
    disclosure: uploadDisclosure.provide({ actors: createDisclosureActors(services) }),
    followLatestOrder: createFollowLatestOrder(services),
  };
}
