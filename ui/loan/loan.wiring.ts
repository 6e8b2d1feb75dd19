import { msg } from '@lingui/core/macro';
import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { createBorrowActors } from '../../machines/borrow/borrow.actors';
import { borrowMachine } from '../../machines/borrow/borrow.machine';
import { createCancellationActors } from '../../machines/cancellation/cancellation.actors';
import { cancellationMachine } from '../../machines/cancellation/cancellation.machine';
import { createConfirmBorrowActors } from '../../machines/confirmBorrow/confirmBorrow.actors';
import { confirmBorrowMachine } from '../../machines/confirmBorrow/confirmBorrow.machine';
import { createDataUploadActors } from '../../machines/dataUpload/dataUpload.actors';
import { dataUploadMachine } from '../../machines/dataUpload/dataUpload.machine';
import { createDisclosureActors } from '../../machines/disclosure/disclosure.actors';
import { disclosureMachine } from '../../machines/disclosure/disclosure.machine';
import { createOrderActors, readLatestOrder } from '../../machines/order/order.actors';
import { orderMachine } from '../../machines/order/order.machine';
import { createPagedListActors } from '../../machines/pagedList/pagedList.actors';
import { pagedListMachine } from '../../machines/pagedList/pagedList.machine';
import { endpoints } from '../../services/api/endpoints';
import { useAppServices } from '../app/ServicesContext';
import { useIsSignedIn, useSessionUser } from '../app/SessionContext';
import { useToasts } from '../shared/toast';
import { cancelFailedMessage } from './loanMessages';
import { documentParagraphs, type LoanDocument } from './documentText';

export const RECORDS_PAGE_SIZE = 10;

function useNavigateTo() {
  const navigate = useNavigate();
  return (_: unknown, params: { path: string }) => navigate(params.path);
}

/** The home screen's order follower; signing in or out restarts it. */
export function useOrderActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const signedIn = useIsSignedIn();
  const [machine] = useState(() =>
    orderMachine.provide({ actors: createOrderActors(services), actions: { navigateTo } }),
  );
  const actor = useActorRef(machine, { input: { signedIn, bankAccountKind: services.market.bankAccount } });
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    actor.send({ type: 'order.sessionChanged', signedIn });
  }, [actor, signedIn]);
  return actor;
}

export function useBorrowActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const [machine] = useState(() => borrowMachine.provide({ actors: createBorrowActors(services), actions: { navigateTo } }));
  return useActorRef(machine);
}

export function useConfirmBorrowActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const [machine] = useState(() =>
    confirmBorrowMachine.provide({ actors: createConfirmBorrowActors(services), actions: { navigateTo } }),
  );
  return useActorRef(machine);
}

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
        announceCancelFailed: (_, { error }) => toasts.show({ message: cancelFailedMessage(error), tone: 'error' }),
      },
    }),
  );
  return useActorRef(machine);
}

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

/** The latest order's number for screens that need it (finish_loading); null while unknown. */
export function useLatestOrderLoader() {
  const services = useAppServices();
  const [logic] = useState(() =>
    fromPromise<{ orderNo: string | null }>(async ({ signal }) => {
      const outcome = await readLatestOrder(services, false, signal);
      return { orderNo: outcome.kind === 'order' ? outcome.order.orderNo : null };
    }),
  );
  return useActorRef(logic);
}

/** A loan document (agreement or contract) as plain text paragraphs; never server HTML. */
export function useLoanDocument(kind: 'agreement' | 'contract') {
  const services = useAppServices();
  const [logic] = useState(() =>
    fromPromise<LoanDocument | null>(async ({ signal }) => {
      const result =
        kind === 'agreement'
          ? await services.api.call(endpoints.loan.loanAgreement, {}, { signal })
          : await services.api.call(endpoints.loan.getMoneyContract, {}, { signal, silent: true });
      if (!result.ok) return null;
      const data = result.data;
      return typeof data === 'string'
        ? { title: null, paragraphs: documentParagraphs(data) }
        : { title: data.title ?? null, paragraphs: documentParagraphs(data.content) };
    }),
  );
  return useActorRef(logic);
}

/** One records tab, page by page (`/loan/loan-order/list`). */
export function useRecordsList(tab: 'incomplete' | 'finished') {
  const services = useAppServices();
  const [machine] = useState(() =>
    pagedListMachine.provide({
      actors: createPagedListActors(async (page, signal) => {
        const result = await services.api.call(endpoints.loan.list, { type: tab, page, pageSize: RECORDS_PAGE_SIZE }, { signal });
        if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
        const data = result.data;
        if (Array.isArray(data)) return { ok: true, page: { items: data, total: data.length } };
        const total = data.total ?? (data.hasMore ? (page + 1) * RECORDS_PAGE_SIZE : (page - 1) * RECORDS_PAGE_SIZE + data.list.length);
        return { ok: true, page: { items: data.list, total } };
      }),
    }),
  );
  return useActorRef(machine);
}

/** The borrower's clock, for "expected by" texts. */
export function useNow(): () => number {
  return useAppServices().now;
}
