import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { repaymentKeyActions, repaymentMachine } from '../../../machines/repayment/repayment.machine';
import { repaymentProofKeyActions, repaymentProofMachine } from '../../../machines/repaymentProof/repaymentProof.machine';
import type { DetailOutcome, PrepareOutcome } from '../../../machines/repayment/repayment.types';
import type { RepayDetail } from '../../../services/api/endpoints/repay';
import { sequentialKeys } from '../../machines/sequentialKeys';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Repay views need only i18n and a router: the market comes in as a prop. */
export function renderRepayElement(ui: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>
  );
}

export function renderRepay(ui: ReactNode) {
  return render(renderRepayElement(ui));
}

export const repaying: RepayDetail = {
  orderNo: 'LN1',
  payOrderId: '',
  stepCode: 2,
  loanAmount: 5000,
  repayAmount: 5373.97,
  repaidAmount: 0,
  unrepaidAmount: 5373.97,
  dueDate: '2027-02-20',
  overdueDays: 0,
  penaltyRate: 0.02,
  penaltyAmount: 0,
  bankAccount: '0123456789',
  extensionEnabled: true,
  creditLimit: 5000,
};

export function repaymentActor(options: {
  detail?: RepayDetail;
  prepare?: PrepareOutcome;
  checks?: DetailOutcome[];
  copy?: () => Promise<boolean>;
}) {
  const checks = options.checks ?? [];
  return createActor(
    repaymentMachine.provide({
      actors: {
        loadDetail: fromPromise(async (): Promise<DetailOutcome> => ({ ok: true, detail: options.detail ?? repaying })),
        prepareMethod: fromPromise(async (): Promise<PrepareOutcome> => options.prepare ?? { ok: false, error: { code: 'unknown', serverMessage: '' } }),
        checkPayment: fromPromise(async (): Promise<DetailOutcome> => checks.shift() ?? { ok: true, detail: options.detail ?? repaying }),
        copyText: fromPromise(options.copy ?? (async () => true)),
      },
      actions: repaymentKeyActions(sequentialKeys('view')),
    }),
    { input: { orderNo: 'LN1' } },
  ).start();
}

type ProofActors = NonNullable<Parameters<typeof repaymentProofMachine.provide>[0]['actors']>;

/** The receipt screen's machine for order LN1, with the given actors and sequential keys. */
export function repaymentProofActor(actors: ProofActors) {
  return createActor(repaymentProofMachine.provide({ actors, actions: repaymentProofKeyActions(sequentialKeys()) }), {
    input: { orderNo: 'LN1' },
  }).start();
}
