import { fromPromise } from 'xstate';
import { endpoints } from '../../services/api/endpoints';
import type { AppServices } from '../../services/appServices';
import type {
  CanHandleOutcome,
  CreateInput,
  CreateOutcome,
  OpenTicketsOutcome,
  UploadInput,
  UploadOutcome,
} from './feedback.types';

type Services = Pick<AppServices, 'api'>;
/** Turns a picked photo into what is uploaded (downscaled, EXIF dropped); injected for tests. */
export type PrepareImage = (file: Blob) => Promise<Blob>;

/** The business code the sandbox and backend answer when a ticket of that type is already open. */
export const OPEN_OF_TYPE_CODE = 1201;

export function createFeedbackActors(services: Services, prepareImage: PrepareImage) {
  const support = endpoints.support;
  /** The open ticket of a type, for "Open my ticket" (a refusal carries no data); null when unknown. */
  async function openTicketOf(type: 1 | 2 | 3, signal: AbortSignal): Promise<number | null> {
    try {
      const result = await services.api.call(support.feedbackCanHandle, { type }, { signal, silent: true });
      return result.ok && !result.data.canHandle ? result.data.openTicketId : null;
    } catch {
      return null;
    }
  }

  return {
    fetchOpenTickets: fromPromise<OpenTicketsOutcome, void>(async ({ signal }) => {
      const result = await services.api.call(support.feedbackNotHandle, {}, { signal });
      return result.ok ? { ok: true, types: result.data.types } : { ok: false, code: result.code, msg: result.msg };
    }),
    checkCanHandle: fromPromise<CanHandleOutcome, { type: 1 | 2 | 3 }>(async ({ input, signal }) => {
      const result = await services.api.call(support.feedbackCanHandle, { type: input.type }, { signal });
      if (!result.ok) return { canHandle: true }; // the create call answers the rule again
      return result.data.canHandle ? { canHandle: true } : { canHandle: false, openTicketId: result.data.openTicketId };
    }),
    uploadImage: fromPromise<UploadOutcome, UploadInput>(async ({ input, signal }) => {
      // Receipts of payment and rollover tickets are "credentials"; other attachments plain files.
      const endpoint = input.type === 3 ? support.feedbackUploadFile : support.feedbackUploadCredential;
      let prepared: Blob;
      try {
        prepared = await prepareImage(input.file);
      } catch {
        return { ok: false, unreadable: true };
      }
      const result = await services.api.call(endpoint, { files: { file: prepared } }, { signal });
      return result.ok ? { ok: true, url: result.data.url } : { ok: false, code: result.code, msg: result.msg };
    }),
    createTicket: fromPromise<CreateOutcome, CreateInput>(async ({ input, signal }) => {
      const { draft } = input;
      const result = await services.api.call(
        support.feedbackCreate,
        {
          type: draft.type,
          description: draft.description.trim(),
          receiverAccount: draft.type === 3 ? '' : draft.receiverAccount.trim(),
          images: input.urls,
          contact: draft.contact.trim(),
        },
        { signal, idempotencyKey: input.submissionKey },
      );
      if (result.ok) return { kind: 'created', id: result.data.id };
      if (result.code === OPEN_OF_TYPE_CODE) return { kind: 'openOfType', openTicketId: await openTicketOf(draft.type, signal) };
      return { kind: 'refused', code: result.code, msg: result.msg };
    }),
  };
}
