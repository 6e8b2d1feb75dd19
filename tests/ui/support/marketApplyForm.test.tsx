import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { marketApplyMachine } from '../../../machines/marketApply/marketApply.machine';
import type { MarketProduct } from '../../../machines/marketApply/marketApply.types';
import { MarketApplyView } from '../../../ui/support/market/MarketApplyForm';
import { fakeApi, supportElement } from './renderSupport';

const product: MarketProduct = {
  productId: 'mx-rapido', name: 'Rápido', minAmount: 1000, maxAmount: 10000, termDays: 91, dailyRate: 0.1, tags: [], appliedBefore: false, hasOpenOrder: false,
};

describe('marketplace application form', () => {
  it('offers the income ranges in Spanish, with the values the marketplace API takes', async () => {
    const { messages } = (await import('../../../locales/es/support.po')) as { messages: Record<string, string> };
    i18n.load('es', messages);
    i18n.activate('es');
    try {
      const actor = createActor(marketApplyMachine, { input: { product, submissionKey: 'key-1' } }).start();
      const { api } = fakeApi({});
      render(supportElement(<MarketApplyView actor={actor} product={product} onClose={() => undefined} />, { api }).element);
      const income = within(screen.getByRole('combobox', { name: 'Ingreso mensual' }));
      expect(income.getByRole('option', { name: 'Menos de 30,000' })).toHaveValue('under 29999');
      expect(income.getByRole('option', { name: '150,000 o más' })).toHaveValue('over 150000');
      expect(income.queryByRole('option', { name: /under|over/ })).toBeNull();
    } finally {
      i18n.activate('en');
    }
  });
});
