import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { additionalInfoMachine } from '../../../machines/additionalInfo/additionalInfo.machine';
import { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import type { BankOption } from '../../../machines/bankCard/bankCard.types';
import { personalInfoMachine } from '../../../machines/personalInfo/personalInfo.machine';
import { markets, type MarketId, type MarketProfile } from '../../../services/markets/markets';
import { validateForm } from '../../../services/validation/schemas/validateForm';
import { workSchema } from '../../../services/validation/schemas/work';
import { AdditionalInfoView } from '../../../ui/kyc/additional/AdditionalInfoView';
import { BankCardView } from '../../../ui/kyc/bankCard/BankCardView';
import { WorkPart } from '../../../ui/kyc/personal/WorkPart';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/**
 * The KYC views and the work rule read market traits, never the market's name (DESIGN "Markets"):
 * a made-up profile with other traits, put in place of a real one, changes what they show and accept.
 */
const realProfiles = { ...markets };
afterEach(() => Object.assign(markets, realProfiles));

function swapProfile(id: MarketId, traits: Partial<MarketProfile>) {
  markets[id] = { ...realProfiles[id], ...traits };
}

const watchConnectivity = fromCallback(() => undefined);

function show(view: ReactNode) {
  render(<I18nProvider i18n={i18n}>{view}</I18nProvider>);
}

function showAdditionalInfo(market: MarketId) {
  const actor = createActor(additionalInfoMachine.provide({ actors: { watchConnectivity } }), { input: { market, idempotencyKey: 'key-1' } }).start();
  show(<AdditionalInfoView actor={actor} />);
}

function showWorkPart(market: MarketId) {
  const actor = createActor(personalInfoMachine.provide({ actors: { watchConnectivity } }), {
    input: { market, today: '2026-11-21' },
  }).start();
  show(<WorkPart actor={actor} />);
}

function showBankCard(market: MarketId) {
  const fetchBankList = fromPromise<BankOption[], void>(() => new Promise(() => undefined));
  const actor = createActor(bankCardMachine.provide({ actors: { watchConnectivity, fetchBankList } }), {
    input: { market, idempotencyKey: 'key' },
  }).start();
  show(<BankCardView actor={actor} />);
}

const employmentChoices = () =>
  within(screen.getByRole('combobox', { name: 'Employment type' }))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter((label) => label !== 'Please select');

describe('the real markets', () => {
  it('Nigeria: 6-digit work postal code, no CURP, three employment types, bank picker and BVN', () => {
    showAdditionalInfo('ng');
    expect(screen.getByRole('textbox', { name: 'Work postal code (optional)' })).toHaveAttribute('maxLength', '6');
    expect(screen.queryByRole('textbox', { name: 'CURP' })).not.toBeInTheDocument();
    cleanup();
    showWorkPart('ng');
    expect(employmentChoices()).toEqual(['Employee', 'Self employed', 'Unemployed']);
    cleanup();
    showBankCard('ng');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number (10 digits)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'BVN (11 digits)' })).toBeInTheDocument();
  });

  it('Mexico: 5-digit work postal code, CURP, RFC and NSS, all employment types, card type and CURP', () => {
    showAdditionalInfo('mx');
    expect(screen.getByRole('textbox', { name: 'Work postal code (optional)' })).toHaveAttribute('maxLength', '5');
    expect(screen.getByRole('textbox', { name: 'RFC (optional)' })).toBeInTheDocument();
    cleanup();
    showWorkPart('mx');
    expect(employmentChoices()).toHaveLength(8);
    cleanup();
    showBankCard('mx');
    expect(screen.getByRole('combobox', { name: 'Card type' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CLABE (18 digits)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CURP' })).toBeInTheDocument();
  });
});

describe('a made-up profile with other traits', () => {
  it('sets the work postal-code length and whether CURP, RFC and NSS are asked', () => {
    swapProfile('mx', { postalCodeDigits: 4, nationalId: 'bvn' });
    showAdditionalInfo('mx');
    expect(screen.getByRole('textbox', { name: 'Work postal code (optional)' })).toHaveAttribute('maxLength', '4');
    expect(screen.queryByRole('textbox', { name: 'CURP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'RFC (optional)' })).not.toBeInTheDocument();
  });

  it('sets the employment types offered, and the work rule accepts exactly those', () => {
    swapProfile('ng', { employmentTypes: ['student', 'freelance'] });
    showWorkPart('ng');
    expect(employmentChoices()).toEqual(['Student', 'Freelance']);
    const work = { industry: '', jobExperience: '', monthlySalary: '', payFrequency: '', payday: '', paydayTwo: '', incomeSource: '' };
    const employmentError = (employmentType: string) => {
      const result = validateForm(workSchema({ market: 'ng' }), { ...work, employmentType });
      return result.ok ? undefined : (result.errors as Record<string, string>).employmentType;
    };
    expect(employmentError('student')).toBeUndefined();
    expect(employmentError('employee')).toBe('select.required:employmentType');
  });

  it('sets the bank card fields by the account rule and the national ID', () => {
    swapProfile('mx', { bankAccount: 'nuban', nationalId: 'bvn' });
    showBankCard('mx');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Card type' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account number (10 digits)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'BVN (11 digits)' })).toBeInTheDocument();
  });
});
