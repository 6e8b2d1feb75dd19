import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createCancellationActors } from '../../machines/cancellation/cancellation.actors';
import type { ApiClient } from '../../services/api/client';
import { endpoints } from '../../services/api/endpoints';

function api(answers: Record<string, unknown>) {
  const paths: string[] = [];
  const client = {
    call: async (endpoint: { path: string }) => {
      paths.push(endpoint.path);
      return { ok: true, data: answers[endpoint.path] ?? null };
    },
  } as unknown as ApiClient;
  return { client, paths };
}

const reasons = [{ code: 'costTooHigh', label: 'Too expensive' }];

describe('is the loan cancellable', () => {
  it('an answer that does not name the order (SPEC shows only the flag and the reasons) cancels the latest order', async () => {
    const { client } = api({
      [endpoints.loan.hasCancelLoan.path]: { canCancel: true, reasons },
      [endpoints.loan.latest.path]: { orderNo: 'LN7', stepCode: 18 },
    });
    const outcome = await toPromise(createActor(createCancellationActors({ api: client }).checkCancellable).start());
    expect(outcome).toMatchObject({ ok: true, canCancel: true, orderNo: 'LN7', stepCode: 18 });
  });

  it('an answer that names its order is taken as it is, without another read', async () => {
    const { client, paths } = api({ [endpoints.loan.hasCancelLoan.path]: { canCancel: true, reasons, orderNo: 'LN8', stepCode: 1 } });
    const outcome = await toPromise(createActor(createCancellationActors({ api: client }).checkCancellable).start());
    expect(outcome).toMatchObject({ orderNo: 'LN8', stepCode: 1 });
    expect(paths).toEqual([endpoints.loan.hasCancelLoan.path]);
  });

  it('a step code sent as text is read as the step: an approved offer (18) is declined with its own call', async () => {
    const { client, paths } = api({ [endpoints.loan.hasCancelLoan.path]: { canCancel: true, reasons, orderNo: 'LN9', stepCode: '18' } });
    const outcome = await toPromise(createActor(createCancellationActors({ api: client }).checkCancellable).start());
    expect(outcome).toMatchObject({ orderNo: 'LN9', stepCode: 18 });
    expect(paths).toEqual([endpoints.loan.hasCancelLoan.path]);
  });

  it('an answer that names its order but not its step reads the latest order for the step', async () => {
    const { client } = api({
      [endpoints.loan.hasCancelLoan.path]: { canCancel: true, reasons, orderNo: 'LN10' },
      [endpoints.loan.latest.path]: { orderNo: 'LN10', stepCode: 18 },
    });
    const outcome = await toPromise(createActor(createCancellationActors({ api: client }).checkCancellable).start());
    expect(outcome).toMatchObject({ orderNo: 'LN10', stepCode: 18 });
  });
});
