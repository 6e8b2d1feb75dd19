import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { toAdditionalInfoDraft } from '../../../machines/additionalInfo/additionalInfo.draft';
import { additionalInfoMachine } from '../../../machines/additionalInfo/additionalInfo.machine';
import type { SubmitAdditionalInfoInput } from '../../../machines/additionalInfo/additionalInfo.types';
import type { NextStep, SubmitOutcome } from '../../../machines/shared/submitError';
import type { Market } from '../../../services/validation/market';
import { AdditionalInfoView } from '../../../ui/kyc/additional/AdditionalInfoView';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const validCurp = 'BEML920313HMCLNS09';

/** `draft`: a reload, the form restored from what the wiring would have stored. */
function renderForm(market: Market, draft?: unknown, jobless = false) {
  const submitted: SubmitAdditionalInfoInput[] = [];
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  const actor = createActor(
    additionalInfoMachine.provide({
      actors: {
        submitAdditionalInfo: fromPromise<SubmitOutcome, SubmitAdditionalInfoInput>(({ input }) => {
          submitted.push(input);
          return new Promise((resolve) => (answer = resolve));
        }),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/auth/id_card_authentication' })),
        watchConnectivity: fromCallback(() => undefined),
      },
    }),
    draft === undefined ? { input: { market, idempotencyKey: 'key-1', jobless } } : { input: { market, idempotencyKey: 'key-1', jobless }, snapshot: draft as never },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/auth/additionalInfomation']}>
        <AdditionalInfoView actor={actor} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { actor, submitted, answer: (outcome: SubmitOutcome) => act(() => answer(outcome)) };
}

/** Pastes into a field (typing key by key is slow on the shared CI cores). */
async function enter(name: string, value: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(value);
}

async function fillEmployer() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan purpose' }), 'education');
  await enter('Company name', 'Acme SA');
  await enter('Company phone', '5512345678');
  await enter('Designation', 'Engineer');
  await enter('Work address', 'Av. Reforma 222, Juárez');
}

describe('additional information view', { timeout: 20_000 }, () => {
  it('shows inline errors when Submit is pressed empty, CURP required in Mexico', async () => {
    const { submitted } = renderForm('mx');
    expect(screen.getByRole('heading', { name: 'Additional information' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select the loan purpose')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please input your CURP')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  it('a pasted work address longer than 100 characters stays whole, under the message, and is not sent', async () => {
    const { submitted } = renderForm('ng');
    const long = 'Plot 14, Block C, Admiralty Way, Lekki Phase 1, opposite the big filling station, beside Mega Plaza, Lagos';
    expect(long.length).toBeGreaterThan(100);
    await fillEmployer();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Work address' }));
    await enter('Work address', long);
    expect(screen.getByRole('textbox', { name: 'Work address' })).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Work address' })).toHaveAccessibleDescription('The work address must be 2 to 100 characters');
    expect(submitted).toHaveLength(0);
  });

  it('asks no employer of a borrower whose personal info said there is no job: the loan purpose goes alone', async () => {
    const { submitted } = renderForm('ng', undefined, true);
    expect(screen.getByText('Tell us what the loan is for.')).toBeVisible();
    for (const name of ['Company name', 'Company phone', 'Designation', 'Work address', 'Work postal code (optional)']) {
      expect(screen.queryByRole('textbox', { name })).toBeNull();
    }
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan purpose' }), 'health');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([expect.objectContaining({ additionalInfo: { loanPurpose: 'health', linkedin: '', facebook: '' } })]);
  });

  it('has no CURP, RFC or NSS in Nigeria', () => {
    renderForm('ng');
    expect(screen.queryByRole('textbox', { name: 'CURP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'RFC (optional)' })).not.toBeInTheDocument();
  });

  it('reports a malformed CURP when the field is left', async () => {
    renderForm('mx');
    await userEvent.type(screen.getByRole('textbox', { name: 'CURP' }), 'ABC123');
    await userEvent.tab();
    expect(screen.getByText('The CURP format is incorrect: 18 letters and digits')).toBeInTheDocument();
  });

  it('warns about an RFC check-digit mismatch without refusing it', async () => {
    renderForm('mx');
    // GODE561231GR8 has a real structure and date; its last character is replaced to break the check digit.
    await userEvent.type(screen.getByRole('textbox', { name: 'RFC (optional)' }), 'GODE561231GR9');
    await userEvent.tab();
    expect(screen.getByText(/its last character does not match/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'RFC (optional)' })).not.toHaveAttribute('aria-invalid');
  });

  it('takes an RFC and an NSS typed with dashes whole, and accepts them', async () => {
    renderForm('mx');
    const rfc = screen.getByRole('textbox', { name: 'RFC (optional)' });
    const nss = screen.getByRole('textbox', { name: 'NSS (optional)' });
    await userEvent.type(rfc, 'XAXX-010101-000');
    await userEvent.type(nss, '1234-5678-903');
    await userEvent.tab();
    expect([rfc, nss].map((field) => (field as HTMLInputElement).value)).toEqual(['XAXX-010101-000', '1234-5678-903']);
    expect(rfc).not.toHaveAttribute('aria-invalid');
    expect(nss).not.toHaveAttribute('aria-invalid');
  });

  it('an NSS of 11 digits with a wrong digit asks to check it, not for 11 digits', async () => {
    renderForm('mx');
    const nss = screen.getByRole('textbox', { name: 'NSS (optional)' });
    await userEvent.type(nss, '12345678901');
    await userEvent.tab();
    expect(nss).toHaveAccessibleDescription(/Enter your 11-digit NSS exactly as it appears on your documents/);
  });

  it('sends one POST for a double tap, with the CURP normalised', async () => {
    const { submitted, answer } = renderForm('mx');
    await fillEmployer();
    await userEvent.type(screen.getByRole('textbox', { name: 'CURP' }), validCurp.toLowerCase());
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.dblClick(submit);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.additionalInfo).toMatchObject({ loanPurpose: 'education', curp: validCurp, rfc: '', nss: '' });
    expect(submit).toBeBusy();
    answer({ ok: false, code: 1401, msg: 'Server says no' });
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
  });

  it('keeps fields editable but disables Submit with a banner while offline', async () => {
    const { actor } = renderForm('ng');
    act(() => actor.send({ type: 'network.wentOffline' }));
    expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme');
  });

  it('never keeps CURP, RFC or NSS in the draft', async () => {
    const { actor } = renderForm('mx');
    await fillEmployer();
    await userEvent.type(screen.getByRole('textbox', { name: 'CURP' }), validCurp);
    await userEvent.type(screen.getByRole('textbox', { name: 'NSS (optional)' }), '12345678901');
    const draft = toAdditionalInfoDraft(actor.getPersistedSnapshot()) as { context: { fields: Record<string, string> } };
    expect(draft.context.fields).toMatchObject({ companyName: 'Acme SA', curp: '', rfc: '', nss: '' });
  });

  it('after a reload, says why the ID numbers are empty until they are typed again', async () => {
    const NOTE = /ID numbers are not kept on this phone/;
    const first = renderForm('mx');
    await fillEmployer();
    expect(screen.queryByText(NOTE)).toBeNull();
    await enter('CURP', validCurp);
    await enter('NSS (optional)', '12345678901');
    const draft = toAdditionalInfoDraft(first.actor.getPersistedSnapshot());
    cleanup();

    renderForm('mx', draft);
    expect(screen.getByText(NOTE)).toHaveAttribute('role', 'note');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme SA');
    expect(screen.getByRole('textbox', { name: 'CURP' })).toHaveValue('');
    await enter('CURP', validCurp);
    expect(screen.getByText(NOTE)).toBeVisible(); // the NSS is still to type
    await enter('NSS (optional)', '12345678901');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('words the new work fields inline in Spanish', async () => {
    const { messages } = (await import('../../../locales/es/kyc.po')) as { messages: Record<string, string> };
    i18n.load('es', messages);
    i18n.activate('es');
    try {
      const { submitted } = renderForm('mx');
      await enter('Perfil de LinkedIn (opcional)', 'no es un perfil');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.getByText('Ingresa la dirección de tu trabajo')).toBeInTheDocument();
      expect(screen.getByText(/Escribe el enlace o el nombre de tu perfil de LinkedIn/)).toBeInTheDocument();
      expect(submitted).toHaveLength(0);
    } finally {
      i18n.activate('en');
    }
  });
});
