import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import type { GeoState, PickContactOutput, SaveBasicInfoInput } from '../../../machines/personalInfo/personalInfo.types';
import type { NextStep, SubmitOutcome } from '../../../machines/shared/submitError';
import { PersonalInfoView } from '../../../ui/kyc/personal/PersonalInfoView';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const BASIC_NG = {
  firstName: 'Chinedu', lastName: 'Okafor', gender: '1', birthday: '1990-05-17', education: 'bachelor',
  maritalStatus: 'single', whatsapp: '08031234567', email: 'chinedu.okafor@gmail.com',
} as const;

function renderWizard(fields: Partial<Record<keyof typeof BASIC_NG, string>> = {}, logged: string[] = []) {
  const actor = createActor(
    personalInfoMachine.provide({
      actions: { logSelection: (_, { field }) => void (field && logged.push(field)) },
      actors: {
        loadGeography: fromPromise<GeoState[], void>(async () => [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }]),
        pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(async ({ input }) => ({ index: input.index, pick: { kind: 'unavailable' } })),
        saveBasicInfo: fromPromise<SubmitOutcome, SaveBasicInfoInput>(async () => ({ ok: true })),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: null })),
        watchConnectivity: fromCallback(() => undefined),
      },
    }),
    { input: { market: 'ng', today: '2026-11-21', fields } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/auth/personal_infomation']}>
        <PersonalInfoView actor={actor} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return actor;
}

describe('personal information view', () => {
  it('a choice from a list is logged for the analytics of the wrapper by its field only; typing is not', async () => {
    const logged: string[] = [];
    renderWizard({}, logged);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    expect(logged).toEqual(['gender']);
  });

  it('shows the basic part and its inline errors when Next is pressed empty', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Education' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please select your gender')).toBeInTheDocument();
  });

  it('a double tap on Next moves one part on and does not check the part that appears under the finger', () => {
    renderWizard(BASIC_NG);
    // The second tap of a double tap lands on the same button, now the residence part's Next.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }), { detail: 1 });
    expect(screen.getByText('Step 2 of 4: Residence')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }), { detail: 2 });
    expect(screen.queryByText('Please select your residence type')).not.toBeInTheDocument();
    // A tap of its own still checks the part.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }), { detail: 1 });
    expect(screen.getByText('Please select your residence type')).toBeInTheDocument();
  });

  it('shows education and the phones only after the birthday is chosen', async () => {
    renderWizard();
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    expect(screen.getByRole('combobox', { name: 'Education' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'WhatsApp number' })).toBeInTheDocument();
  });

  it('keeps fields editable but disables Next with a banner while offline', async () => {
    const actor = renderWizard();
    act(() => actor.send({ type: 'network.wentOffline' }));
    expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    act(() => actor.send({ type: 'network.cameOnline' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
