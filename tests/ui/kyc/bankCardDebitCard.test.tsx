import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import type { AddBankCardInput } from '../../../machines/bankCard/bankCard.types';
import type { NextStep, SubmitOutcome } from '../../../machines/shared/submitError';
import { BankCardView } from '../../../ui/kyc/bankCard/BankCardView';
import { submitButton } from './kycFramePage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The Mexican bank card form on 26 November 2026, the cards it sends recorded. */
function showMexicanForm() {
  const sent: AddBankCardInput[] = [];
  const actor = createActor(
    bankCardMachine.provide({
      actors: {
        addBankCard: fromPromise<SubmitOutcome, AddBankCardInput>(async ({ input }) => {
          sent.push(input);
          return { ok: true };
        }),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/borrow/confirm_borrow' })),
        watchConnectivity: fromCallback(() => undefined),
      },
      actions: { navigateToNextStep: () => undefined },
    }),
    { input: { market: 'mx', idempotencyKey: 'key-1', today: '2026-11-26' } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <BankCardView actor={actor} />
    </I18nProvider>,
  );
  return { actor, sent };
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('a Mexican debit card', { timeout: 20_000 }, () => {
  it('asks for the valid period and an optional CVC, refuses an expired card on the phone, and sends the period as MM/YY', async () => {
    const user = userEvent.setup();
    const { sent } = showMexicanForm();
    expect(screen.queryByRole('textbox', { name: 'Valid until (MM/YY)' })).toBeNull(); // a CLABE has none

    await user.selectOptions(screen.getByRole('combobox', { name: 'Card type' }), 'bankCard');
    await user.type(box('Card number (16 digits)'), '4111111111111111');
    await user.type(box('Confirm the number'), '4111111111111111');
    await user.type(box('Card holder'), 'José Núñez');
    await user.type(box('CURP'), 'BEML920313HMCLNS09');
    await user.click(submitButton());
    expect(box('Valid until (MM/YY)')).toHaveAccessibleDescription("Please input the card's valid period (MM/YY)");
    expect(box('CVC (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(box('Valid until (MM/YY)'), '10/26');
    await user.click(submitButton());
    expect(box('Valid until (MM/YY)')).toHaveAccessibleDescription('This card has expired: use a card that is still valid');
    expect(sent).toHaveLength(0);

    await user.clear(box('Valid until (MM/YY)'));
    await user.type(box('Valid until (MM/YY)'), '1128');
    await user.type(box('CVC (optional)'), '12');
    await user.click(submitButton());
    expect(box('CVC (optional)')).toHaveAccessibleDescription('The CVC is the 3 or 4 digits on the back of the card');
    await user.clear(box('CVC (optional)'));
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.payload).toMatchObject({ cardType: 'bankCard', validPeriod: '11/28' });
    expect(sent[0]!.payload).not.toHaveProperty('cvc');
  });
});
