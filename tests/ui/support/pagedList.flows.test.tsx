import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { KeyedPageOutcome } from '../../../machines/pagedList/pagedList.types';
import type { FeedbackTicket } from '../../../services/api/endpoints/support';
import { FeedbackListView } from '../../../ui/support/feedback/FeedbackListScreen';
import pagedListFlows from '../../flows/machines/pagedList.flows';
import { describeViewFlows } from '../../flows/views';
import { fakeApi, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({});

/** The generic list's items are opaque ('a'); the tickets list shows tickets, so each item becomes one. */
const ticketOf = (_item: unknown, index: number): FeedbackTicket => ({
  id: 40 + index, type: 1, status: 1, description: 'Paid on Monday, still unpaid', receiverAccount: '', images: [], contact: 'ada@gmail.com', createTime: Date.UTC(2026, 10, 20),
});
const asTickets = (outcome: KeyedPageOutcome): KeyedPageOutcome =>
  outcome.ok ? { ...outcome, page: { ...outcome.page, items: outcome.page.items.map(ticketOf) } } : outcome;
const ticketListFlows = {
  ...pagedListFlows,
  actors: { loadPage: { ...pagedListFlows.actors.loadPage, done: pagedListFlows.actors.loadPage.done?.map(asTickets) } },
};

const errorText = (error: { kind: 'business'; serverMessage: string } | { kind: 'fault' }) =>
  error.kind === 'business' ? error.serverMessage : 'Request failed, try again.';

describeViewFlows(ticketListFlows, {
  render: (actor) => supportElement(<FeedbackListView list={actor} />, { api, path: '/feedback/feedback_list' }).element,
  drive: {
    'list.moreRequested': async ({ user, actor, event }) => {
      const more = screen.queryByRole('button', { name: 'Show more' });
      if (more) await user.click(more);
      else actor.send(event); // everything is shown: no "Show more", and the machine refuses it too
    },
    'list.refreshRequested': async ({ user, actor, event }) => {
      const button = screen.queryByRole('button', { name: 'Retry' }) ?? screen.queryByRole('button', { name: 'Refresh' });
      if (button) await user.click(button);
      else actor.send(event); // the empty list offers "New ticket" instead; reopening the screen reloads it
    },
  },
  stateAssertions: {
    loading: () => expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status'),
    failed: ({ snapshot }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(errorText(snapshot.context.error ?? { kind: 'fault' }));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryByRole('list', { name: 'Tickets' })).toBeNull();
    },
    empty: () => {
      expect(screen.getByText(/You have no tickets yet/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/feedback/add_feedback');
    },
    ready: ({ snapshot }) => {
      const { items, total, error } = snapshot.context;
      const [first, ...rest] = within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem');
      expect(rest).toHaveLength(items.length - 1);
      if (!first) throw new Error('no ticket row');
      expect(within(first).getByRole('link', { name: 'Payment problem #40' })).toHaveAttribute('href', '/feedback/feedbackDetail?id=40');
      expect(within(first).getByText('Pending')).toBeVisible();
      if (items.length < total) expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      if (error) expect(screen.getByRole('alert')).toHaveTextContent(errorText(error));
    },
    loadingMore: () => {
      expect(screen.getByRole('button', { name: 'Show more' })).toBeBusy();
    },
    // The tickets stay while page 1 is read again; the Refresh tapped is busy, not gone.
    refreshing: ({ snapshot }) => {
      expect(within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem')).toHaveLength(snapshot.context.items.length);
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeBusy();
      expect(screen.queryByText('Loading…')).toBeNull();
    },
  },
});
