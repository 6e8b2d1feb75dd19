import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../ui/app/i18n';
import QuestionnaireScreen from '../../../ui/kyc/questionnaire/QuestionnaireScreen';
import { createFakeApi, renderShell } from '../shell/renderShell';

beforeAll(() => loadCatalog('kyc', 'en'));

/** The step as its route mounts it, and whether the router was asked to mount it afresh. */
function QuestionnaireWithItsWiring() {
  const reload = (useLocation().state as { reload?: number } | null)?.reload;
  return (
    <>
      <QuestionnaireScreen />
      <output data-testid="mounted">{reload ? 'afresh' : 'first'}</output>
    </>
  );
}

describe('a KYC step saved while the latest order still names that step', () => {
  it('mounts the step afresh in place, rather than leaving Submit busy for good', async () => {
    const fake = createFakeApi((path) => {
      if (path === '/user/save/questionnaire') return { ok: true, data: {} };
      // The order has not moved on (a slow server): its step is still the questionnaire (17).
      if (path === '/loan/loan-order/latest') return { ok: true, data: { orderNo: 'NO1', stepCode: 17 } };
      throw new Error(`unexpected call ${path}`);
    });
    await renderShell(<QuestionnaireWithItsWiring />, { path: '/auth/loan_question', api: fake.api, token: 'T-1' });
    for (const question of await screen.findAllByRole('combobox')) {
      await userEvent.selectOptions(question, within(question).getAllByRole('option')[1]!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('afresh')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/loan_question');
  });
});
