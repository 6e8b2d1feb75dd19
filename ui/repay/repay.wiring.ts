import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useEffect, useRef, useState } from 'react';
import { createCouponsActors } from '../../machines/coupons/coupons.actors';
import { couponsKeyActions, couponsMachine } from '../../machines/coupons/coupons.machine';
import { createRepaymentActors } from '../../machines/repayment/repayment.actors';
import { repaymentKeyActions, repaymentMachine } from '../../machines/repayment/repayment.machine';
import { OPENED_GATEWAY_DRAFT, openedGatewayToResume } from '../../machines/repayment/openedGateway';
import { START_UNDERWAY } from '../../machines/repayment/startUnderway';
import type { PayableMethod } from '../../machines/repayment/repayment.types';
import { createRepaymentProofActors } from '../../machines/repaymentProof/repaymentProof.actors';
import { repaymentProofKeyActions, repaymentProofMachine } from '../../machines/repaymentProof/repaymentProof.machine';
import { createRolloverActors } from '../../machines/rollover/rollover.actors';
import { rolloverKeyActions, rolloverMachine } from '../../machines/rollover/rollover.machine';
import { EXTENSION_UNDERWAY } from '../../machines/rollover/rollover.typed';
import { prepareReceiptImage } from '../../services/images/receiptImage';
import { newIdempotencyKey } from '../../services/ids';
import { useAppServices } from '../app/ServicesContext';
import { useSignedInDrafts } from '../app/useSignedInDrafts';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';
import { usePagedList } from '../shared/usePagedList';
import { endpoints } from '../../services/api/endpoints';

/** The repay area's wiring: each hook gives a screen its machine with the real services. */
export function useRepaymentActor(orderNo: string | null, method: PayableMethod | null) {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const [machine] = useState(() =>
    repaymentMachine.provide({
      actors: createRepaymentActors(services),
      actions: {
        ...repaymentKeyActions(newIdempotencyKey),
        storeOpenedGateway: (_, { opened }) => {
          if (opened) drafts.save(OPENED_GATEWAY_DRAFT.name, OPENED_GATEWAY_DRAFT.version, { ...opened, openedAt: services.now() });
        },
        dropOpenedGateway: (_, { held }) => {
          if (held) drafts.clear(OPENED_GATEWAY_DRAFT.name);
        },
      },
    }),
  );
  // A method's own screen resumes only a payment made by that method; the detail screen any.
  const [openedGateway] = useState(() =>
    openedGatewayToResume(drafts.load(OPENED_GATEWAY_DRAFT.name, OPENED_GATEWAY_DRAFT.version), orderNo, services.now(), method),
  );
  const startUnderway = useKeptTyped(drafts, START_UNDERWAY);
  const actor = useActorRef(machine, { input: { orderNo, method, openedGateway, startUnderway } });
  useKeepTyped(drafts, START_UNDERWAY, actor);
  return actor;
}

export function useRolloverActor(orderNo: string | null) {
  const services = useAppServices();
  const drafts = useSignedInDrafts();
  const [machine] = useState(() => rolloverMachine.provide({ actors: createRolloverActors(services), actions: rolloverKeyActions(newIdempotencyKey) }));
  const underway = useKeptTyped(drafts, EXTENSION_UNDERWAY);
  const actor = useActorRef(machine, { input: { orderNo, underway } });
  useKeepTyped(drafts, EXTENSION_UNDERWAY, actor);
  return actor;
}

/**
 * `onBalanceChanged`: a coupon was applied (a payment towards the order), or a use got no answer and
 * may have been: the balance shown must be read again.
 */
export function useCouponsActor(orderNo: string | null, onBalanceChanged: () => void) {
  const services = useAppServices();
  const [machine] = useState(() => couponsMachine.provide({ actors: createCouponsActors(services), actions: couponsKeyActions(newIdempotencyKey) }));
  const actor = useActorRef(machine, { input: { orderNo } });
  const latest = useRef(onBalanceChanged);
  latest.current = onBalanceChanged;
  useEffect(() => {
    const subscriptions = [actor.on('coupons.applied', () => latest.current()), actor.on('coupons.useUnanswered', () => latest.current())];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);
  return actor;
}

export function useRepaymentProofActor(orderNo: string | null) {
  const services = useAppServices();
  const [machine] = useState(() =>
    repaymentProofMachine.provide({
      actors: createRepaymentProofActors(services, prepareReceiptImage),
      actions: repaymentProofKeyActions(newIdempotencyKey),
    }),
  );
  return useActorRef(machine, { input: { orderNo } });
}

/** `/lottery-draw/coupon/used`: the coupons already used, for the borrower's own record (a single read). */
export function useUsedCoupons() {
  const { api } = useAppServices();
  return usePagedList(
    async (_page, signal) => {
      const result = await api.call(endpoints.repay.couponUsed, {}, { signal, silent: true });
      if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
      return { ok: true, page: { items: result.data.list, total: result.data.list.length } };
    },
    (coupon) => coupon.couponId,
  );
}
