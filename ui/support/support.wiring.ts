import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { createFeedbackActors } from '../../machines/feedback/feedback.actors';
import { loadFaqPage, loadFeedbackPage } from '../../machines/feedback/feedback.lists';
import { feedbackMachine } from '../../machines/feedback/feedback.machine';
import { TYPED_FEEDBACK } from '../../machines/feedback/feedback.typed';
import { typedEdit, typedReply } from '../../machines/feedbackThread/feedbackThread.typed';
import type { FeedbackType } from '../../machines/feedback/feedback.types';
import { createFeedbackThreadActors } from '../../machines/feedbackThread/feedbackThread.actors';
import { feedbackThreadKeyActions, feedbackThreadMachine } from '../../machines/feedbackThread/feedbackThread.machine';
import { createMarketApplyActors } from '../../machines/marketApply/marketApply.actors';
import { marketApplyMachine } from '../../machines/marketApply/marketApply.machine';
import { TYPED_APPLICATION } from '../../machines/marketApply/marketApply.typed';
import type { ListedProduct, MarketProduct, TypedApplication } from '../../machines/marketApply/marketApply.types';
import type { PageOutcome, PageRefusal } from '../../machines/pagedList/pagedList.types';
import { createUserCentreActors } from '../../machines/userCentre/userCentre.actors';
import { userCentreMachine } from '../../machines/userCentre/userCentre.machine';
import { endpoints } from '../../services/api/endpoints';
import type { CreditInfo } from '../../services/api/endpoints/loan';
import { newIdempotencyKey } from '../../services/ids';
import { downscaleImage } from '../../services/images/downscaleImage';
import { useAppServices } from '../app/ServicesContext';
import { useSignedInDrafts } from '../app/useSignedInDrafts';
import { usePagedList } from '../shared/usePagedList';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';
import { i18n } from '../app/i18n';

/**
 * The support area's wiring (docs/CONVENTIONS.md): each hook gives a screen its machine with the
 * real calls. Views import these hooks, never services.
 */

/** The new-ticket form; what is typed survives a reload or a visit elsewhere until the ticket is filed. */
export function useFeedbackActor(type?: FeedbackType) {
  const services = useAppServices();
  const [machine] = useState(() => feedbackMachine.provide({ actors: createFeedbackActors(services, (file) => downscaleImage(file)) }));
  const [submissionKey] = useState(newIdempotencyKey);
  const drafts = useSignedInDrafts();
  const typed = useKeptTyped(drafts, TYPED_FEEDBACK);
  const actor = useActorRef(machine, { input: { submissionKey, type, typed } });
  useKeepTyped(drafts, TYPED_FEEDBACK, actor);
  return actor;
}

/** One ticket and its thread; a reply being typed survives a reload or a visit elsewhere until sent. */
/** `keepsEdit`: the ticket's own screen, which keeps a correction being typed over a reload. */
export function useFeedbackThreadActor(ticketId: number, keepsEdit = false) {
  const services = useAppServices();
  const [machine] = useState(() =>
    feedbackThreadMachine.provide({ actors: createFeedbackThreadActors(services), actions: feedbackThreadKeyActions(newIdempotencyKey) }),
  );
  const drafts = useSignedInDrafts();
  const [draft] = useState(() => typedReply(ticketId));
  const [editDraft] = useState(() => (keepsEdit ? typedEdit(ticketId) : null));
  const typed = useKeptTyped(drafts, draft);
  const kept = useKeptTyped(drafts, editDraft);
  const actor = useActorRef(machine, { input: { ticketId, typed, typedEdit: kept } });
  useKeepTyped(drafts, draft, actor);
  useKeepTyped(drafts, editDraft, actor);
  return actor;
}

export function useFeedbackListActor() {
  const services = useAppServices();
  return usePagedList(loadFeedbackPage(services), (ticket) => ticket.id);
}

export function useFaqActor() {
  const services = useAppServices();
  return usePagedList(loadFaqPage(services, () => i18n.locale), (item) => item.id);
}

type Call = { ok: true; data: unknown } | PageRefusal;
function asPage<Item>(result: Call, items: (data: never) => readonly Item[]): PageOutcome<Item> {
  if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
  const list = items(result.data as never);
  return { ok: true, page: { items: list, total: list.length } };
}

/** Recommended products (`/loanMarket/index`), or every product (`/loan/product/list-market`). */
export function useMarketProductsActor(all: boolean) {
  const { api } = useAppServices();
  // Keyed, so a product the server lists twice is shown once (and React's keys stay unique).
  return usePagedList(
    async (_page, signal) =>
      all
        ? asPage(await api.call(endpoints.support.marketProductList, {}, { signal }), (data: { list: ListedProduct[] }) => data.list)
        : asPage(await api.call(endpoints.support.marketIndex, {}, { signal }), (data: { products: ListedProduct[] }) => data.products),
    (product) => product.productId,
  );
}

/** The borrower's marketplace orders, with the amount to repay and the urgency tone of each. */
export function useMarketOrdersActor() {
  const { api, store } = useAppServices();
  return usePagedList(async (_page, signal) => {
    if (!store.token()) return { ok: true, page: { items: [], total: 0 } }; // anonymous: nothing to show
    // The amounts to repay and the tones only add to each loan: when they fail, the loans still show.
    const [orders, repay, tones] = await Promise.all([
      api.call(endpoints.support.marketOrderList, {}, { signal }),
      api.call(endpoints.support.marketRepayProducts, {}, { signal, silent: true }).catch(() => null),
      api.call(endpoints.support.marketRepayColor, {}, { signal, silent: true }).catch(() => null),
    ]);
    if (!orders.ok) return { ok: false, code: orders.code, msg: orders.msg };
    const items = orders.data.list.map((order) => ({
      ...order,
      repay: repay?.ok ? (repay.data.list.find((item) => item.orderNo === order.orderNo) ?? null) : null,
      tone: tones?.ok ? (tones.data.list.find((item) => item.orderNo === order.orderNo)?.tone ?? null) : null,
    }));
    return { ok: true, page: { items, total: items.length } };
  }, (order) => order.orderNo);
}

export function useLendingRecordActor() {
  const { api } = useAppServices();
  return usePagedList(async (_page, signal) =>
    // Reassurance only: a payout whose amount could not be read is left out rather than shown as "—".
    asPage(await api.call(endpoints.support.marketLendingRecord, {}, { signal, silent: true }), (data: { list: { amount: number | null }[] }) =>
      data.list.filter((record) => record.amount !== null),
    ),
  );
}

/** The application being filled in before a reload, if any: the marketplace opens on its form. */
export function useKeptMarketApplication(): TypedApplication | null {
  return useKeptTyped(useSignedInDrafts(), TYPED_APPLICATION);
}

/** The application form for one product; what is typed survives a reload until it is sent or closed. */
export function useMarketApplyActor(product: MarketProduct) {
  const services = useAppServices();
  const [machine] = useState(() => marketApplyMachine.provide({ actors: createMarketApplyActors(services) }));
  const [submissionKey] = useState(newIdempotencyKey);
  const drafts = useSignedInDrafts();
  const typed = useKeptTyped(drafts, TYPED_APPLICATION);
  const actor = useActorRef(machine, { input: { product, submissionKey, typed } });
  useKeepTyped(drafts, TYPED_APPLICATION, actor);
  return actor;
}

/** Version check and device activation, run once when "me" opens. */
export function useUserCentreActor() {
  const services = useAppServices();
  const [machine] = useState(() => userCentreMachine.provide({ actors: createUserCentreActors(services) }));
  return useActorRef(machine);
}

/** Support contact and clipboard for the customer-services screen. */
export function useSupportContact() {
  const { market, copyText } = useAppServices();
  return { email: market.supportEmail, copyText };
}

/** `/loan/get-credit-info` for "me": the limit and how to raise it. A single read; signed in only. */
export function useCreditInfo() {
  const { api, store } = useAppServices();
  return usePagedList(async (_page, signal) => {
    if (!store.token()) return { ok: true, page: { items: [], total: 0 } };
    // Reassurance, not a task: a failed read leaves the card out rather than showing an error.
    const result = await api.call(endpoints.loan.creditInfo, {}, { signal, silent: true });
    return asPage(result, (data: CreditInfo) => (data.creditLimit == null ? [] : [data]));
  });
}

/** `/app-download/getAddress`, for the open-app screen (a single read, no flow). */
export function useAppDownload() {
  const { api } = useAppServices();
  return usePagedList(async (_page, signal) =>
    asPage(await api.call(endpoints.support.appDownloadAddress, {}, { signal }), (data: { url: string; version: string }) => (data.url ? [data] : [])),
  );
}

/** The wait after a rejection the loan screens state too, for "me"'s note beside the marketplace. */
export { REAPPLY_AFTER_DAYS } from '../../services/orders/timing';

/** `/app/isRejectRecommendation`: after a rejection, "me" opens the marketplace by itself. */
export function useRejectRecommendation() {
  const { api, store } = useAppServices();
  return usePagedList(async (_page, signal) => {
    if (!store.token()) return { ok: true, page: { items: [], total: 0 } };
    const result = await api.call(endpoints.support.isRejectRecommendation, {}, { signal, silent: true });
    return asPage(result, (data: { recommend: boolean }) => (data.recommend ? [true] : []));
  });
}

export function useMarketCustomerService() {
  const { api } = useAppServices();
  return usePagedList(async (_page, signal) =>
    asPage(
      await api.call(endpoints.support.marketCustomerService, {}, { signal, silent: true }),
      (data: { email: string; phone: string; hours: string }) => [data],
    ),
  );
}
