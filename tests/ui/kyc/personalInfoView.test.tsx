import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import type { GeoState, PickContactOutput, SaveBasicInfoInput } from '../../../machines/personalInfo/personalInfo.types';
import type { NextStep, SubmitOutcome } from '../../../machines/shared/submitError';
import { PersonalInfoView } from '../../../ui/kyc/personal/PersonalInfoView';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderWizard() {
  const actor = createActor(
    personalInfoMachine.provide({
      actors: {
        loadGeography: fromPromise<GeoState[], void>(async () => [{ code: 'LA', name: 'Lagos', districts: ['Ikeja'] }]),
        pickContact: fromPromise<PickContactOutput, { index: 1 | 2 }>(async ({ input }) => ({ index: input.index, pick: { kind: 'unavailable' } })),
        saveBasicInfo: fromPromise<SubmitOutcome, SaveBasicInfoInput>(async () => ({ ok: true })),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: null })),
        watchConnectivity: fromCallback(() => undefined),
      },
    }),
    { input: { market: 'ng', today: '2026-11-21' } },
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
  it('shows the basic part and its inline errors when Next is pressed empty', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Education' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please select your gender')).toBeInTheDocument();
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
