import { useAppActorRef as useActorRef } from '../app/useAppActorRef';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createBorrowActors } from '../../machines/borrow/borrow.actors';
import { borrowKeyActions, borrowMachine } from '../../machines/borrow/borrow.machine';
import { CHOSEN_TERMS } from '../../machines/borrow/borrow.typed';
import { createConfirmBorrowActors } from '../../machines/confirmBorrow/confirmBorrow.actors';
import { confirmBorrowKeyActions, confirmBorrowMachine } from '../../machines/confirmBorrow/confirmBorrow.machine';
import { endpoints } from '../../services/api/endpoints';
import { newIdempotencyKey } from '../../services/ids';
import { useAppServices } from '../app/ServicesContext';
import { useSignedInDrafts } from '../app/useSignedInDrafts';
import { useKeepTyped, useKeptTyped } from '../shared/useTypedDraft';
import { documentParagraphs, type LoanDocument } from './documentText';
import { useNavigateTo } from '../app/useNavigateTo';

/** Amount and term; the borrower's choice survives a reload until the apply is answered. */
export function useBorrowActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const [machine] = useState(() =>
    borrowMachine.provide({ actors: createBorrowActors(services), actions: { navigateTo, ...borrowKeyActions(newIdempotencyKey) } }),
  );
  const drafts = useSignedInDrafts();
  const chosen = useKeptTyped(drafts, CHOSEN_TERMS);
  const actor = useActorRef(machine, { input: { chosen } });
  useKeepTyped(drafts, CHOSEN_TERMS, actor);
  return actor;
}

export function useConfirmBorrowActor() {
  const services = useAppServices();
  const navigateTo = useNavigateTo();
  const [machine] = useState(() =>
    confirmBorrowMachine.provide({
      actors: createConfirmBorrowActors(services),
      actions: {
        navigateTo,
        // Its own route too (approved meanwhile: 14 and 18 are both confirm_borrow): navigateTo mounts it afresh.
        leaveStaleOffer: (_, params) => navigateTo(_, { path: params.path, replace: true }),
        ...confirmBorrowKeyActions(newIdempotencyKey),
      },
    }),
  );
  return useActorRef(machine);
}

/** A loan document (agreement or contract) as plain text paragraphs; never server HTML. */
export function useLoanDocument(kind: 'agreement' | 'contract') {
  const services = useAppServices();
  const [logic] = useState(() =>
    // A fault is an outcome (null, "could not be read"), never an actor error nothing observes.
    fromPromise<LoanDocument | null>(async ({ signal }) => {
      const result = await (
        kind === 'agreement'
          ? services.api.call(endpoints.loan.loanAgreement, {}, { signal })
          : services.api.call(endpoints.loan.getMoneyContract, {}, { signal, silent: true })
      ).catch(() => null);
      if (!result?.ok) return null;
      const data = result.data;
      return typeof data === 'string'
        ? { title: null, paragraphs: documentParagraphs(data) }
        : { title: data.title ?? null, paragraphs: documentParagraphs(data.content) };
    }),
  );
  return useActorRef(logic);
}
