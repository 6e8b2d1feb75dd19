import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createAdditionalInfoActors } from '../../machines/additionalInfo/additionalInfo.actors';
import { createBankCardActors } from '../../machines/bankCard/bankCard.actors';
import { createQuestionnaireActors } from '../../machines/questionnaire/questionnaire.actors';
import type { SavedCheck } from '../../machines/shared/reconcileStep';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { StepCode } from '../../services/orders/stepCodes';

type Answer = { ok: true; data: { orderNo: string; stepCode: number } | null } | { ok: false; code: number; msg: string };

function servicesAnswering(answer: Answer) {
  const call = vi.fn(async (..._args: unknown[]) => answer);
  return { services: { api: { call } } as unknown as AppServices, call };
}

const order = (stepCode: number): Answer => ({ ok: true, data: { orderNo: 'A1', stepCode } });

async function check(create: (services: AppServices) => Parameters<typeof createActor>[0], answer: Answer) {
  const { services, call } = servicesAnswering(answer);
  const saved = (await toPromise(createActor(create(services)).start())) as SavedCheck;
  expect(call.mock.calls[0]?.[0]).toBe(endpoints.loan.latest);
  return saved.saved;
}

// After a save's answer is lost (FAULTS F2): saved only if the latest order has moved past the step.
describe.each([
  { step: 'additional info', create: (s: AppServices) => createAdditionalInfoActors(s).checkAdditionalInfoSaved, own: StepCode.Addition, next: StepCode.IdentityOCR },
  { step: 'questionnaire', create: (s: AppServices) => createQuestionnaireActors(s).checkAnswersSaved, own: StepCode.Question, next: StepCode.BindCard },
  { step: 'bank card', create: (s: AppServices) => createBankCardActors(s).checkCardSaved, own: StepCode.BindCard, next: StepCode.Applying },
])('$step: was it saved?', ({ create, own, next }) => {
  it('yes once the order moved on', async () => expect(await check(create, order(next))).toBe(true));
  it('no while the order is still on the step', async () => expect(await check(create, order(own))).toBe(false));
  it('no when there is no order or the server refuses', async () => {
    expect(await check(create, { ok: true, data: null })).toBe(false);
    expect(await check(create, { ok: false, code: 500, msg: 'busy' })).toBe(false);
  });
});
