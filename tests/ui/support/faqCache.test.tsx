import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFault } from '../../../services/api/result';
import FaqScreen from '../../../ui/support/userCenter/FaqScreen';
import { expectSaidInPlace } from '../liveRegions';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

const saved = { language: 'en', list: [{ id: 1, question: 'How do I repay?', answer: 'From the repay screen.' }] };

describe('the FAQ saved on the phone', () => {
  it.each([
    ['the server is down (HTTP 502)', () => Promise.reject(new ApiFault('http', '/feedback/list/question_answer', 502))],
    ['the server refuses', () => ({ ok: false as const, kind: 'business' as const, code: 1234, msg: 'busy' })],
  ])('shows the saved answers when %s, without saying the borrower is offline', async (_, answer) => {
    const { api } = fakeApi({ '/feedback/list/question_answer': answer });
    renderSupport(<FaqScreen />, { api, path: '/user_center/faq', stored: { faqData: JSON.stringify(saved) } });
    const waiting = await screen.findAllByRole('status'); // "Loading…" is said in it first
    expect(await screen.findByRole('list', { name: 'Frequently asked questions' })).toHaveTextContent('How do I repay?');
    expectSaidInPlace(waiting, 'The latest answers could not be loaded: showing the ones saved on this phone.');
    expect(document.body.textContent).not.toMatch(/offline/i);
  });
});
