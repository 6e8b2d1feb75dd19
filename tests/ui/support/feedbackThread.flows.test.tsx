import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { TicketDetailView } from '../../../ui/support/feedback/FeedbackDetailScreen';
import { ThreadView } from '../../../ui/support/feedback/FeedbackMessageScreen';
import feedbackThreadFlows from '../../flows/machines/feedbackThread.flows';
import { describeViewFlows } from '../../flows/views';
import { fakeApi, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({});
// The ticket's two screens share the machine; here both are bound to the one walked actor.
const detail = () => within(screen.getByRole('region', { name: 'ticket screen' }));
const thread = () => within(screen.getByRole('region', { name: 'messages screen' }));
const SOLVED = 'My problem is solved';
const EDIT = 'Edit ticket';
const CONTACT = 'Phone or email for our reply';
const editForm = () => within(detail().getByRole('form', { name: 'Edit your ticket' }));

async function tapOrSend(user: UserEvent, button: HTMLElement | null, send: () => void) {
  if (!button || (button as HTMLButtonElement).disabled) send();
  else await user.click(button);
}

function expectHeadings() {
  expect(detail().getByRole('heading', { level: 1, name: 'Your ticket' })).toBeVisible();
  expect(thread().getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
}

const errorText = (error: { kind: 'business'; serverMessage: string } | { kind: 'fault' }) =>
  error.kind === 'business' ? error.serverMessage : 'Request failed, try again.';

describeViewFlows(feedbackThreadFlows, {
  render: (actor) =>
    supportElement(
      <>
        <div role="region" aria-label="ticket screen">
          <TicketDetailView actor={actor} />
        </div>
        <div role="region" aria-label="messages screen">
          <ThreadView actor={actor} />
        </div>
      </>,
      { api, path: '/feedback/feedbackDetail?id=3' },
    ).element,
  drive: {
    'thread.textChanged': async ({ user, event }) => {
      const box = thread().getByRole('textbox', { name: 'Your message' });
      await user.clear(box);
      await user.type(box, event.text);
    },
    'thread.messageSent': ({ user, actor, event }) =>
      tapOrSend(user, thread().queryByRole('button', { name: 'Send message' }), () => actor.send(event)),
    'thread.solvedMarked': ({ user, actor, event }) => tapOrSend(user, detail().queryByRole('button', { name: SOLVED }), () => actor.send(event)),
    'thread.refreshRequested': ({ user }) =>
      user.click(detail().queryByRole('button', { name: 'Retry' }) ?? detail().getByRole('button', { name: 'Refresh' })),
    'thread.editRequested': ({ user, actor, event }) => tapOrSend(user, detail().queryByRole('button', { name: EDIT }), () => actor.send(event)),
    'thread.editChanged': async ({ user, event }) => {
      const box = editForm().getByRole('textbox', { name: event.field === 'contact' ? CONTACT : 'Describe the problem' });
      await user.clear(box);
      if (event.value) await user.type(box, event.value);
    },
    'thread.editCancelled': ({ user }) => user.click(editForm().getByRole('button', { name: 'Cancel' })),
    'thread.editSaved': ({ user }) => user.click(editForm().getByRole('button', { name: 'Save changes' })),
  },
  stateAssertions: {
    // Each screen keeps its heading while the ticket is not there (focus and the page title follow it);
    // a refresh keeps the ticket and the conversation on screen, its button busy.
    loading: ({ snapshot }) => {
      if (snapshot.context.ticket) {
        expect(detail().getByRole('heading', { name: 'Payment problem #3' })).toBeVisible();
        for (const region of [detail(), thread()]) expect(region.getByRole('button', { name: 'Refresh' })).toBeBusy();
        return;
      }
      expectHeadings();
      expect(detail().getByText('Loading…')).toHaveAttribute('role', 'status');
      expect(thread().getByText('Loading…')).toHaveAttribute('role', 'status');
    },
    // A fault or a refusal other than "not found": Retry (Refresh once the ticket is shown), and what
    // was typed is kept in the machine.
    failed: ({ snapshot }) => {
      const text = errorText(snapshot.context.error!);
      if (snapshot.context.ticket) {
        expect(detail().getByRole('heading', { name: 'Payment problem #3' })).toBeVisible();
        for (const region of [detail(), thread()]) {
          expect(region.getByRole('alert')).toHaveTextContent(text);
          expect(region.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        }
        return;
      }
      expectHeadings();
      expect(detail().getByRole('alert')).toHaveTextContent(text);
      expect(detail().getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(thread().getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    notFound: () => {
      expectHeadings();
      expect(detail().getByText('This ticket could not be found.')).toBeVisible();
      expect(thread().getByRole('link', { name: 'Back to my tickets' })).toHaveAttribute('href', '/feedback/feedback_list');
    },
    'ready.idle': ({ snapshot }) => {
      const { ticket, text, error, messages } = snapshot.context;
      expect(detail().getByRole('heading', { name: 'Payment problem #3' })).toBeVisible();
      expect(detail().getByRole('link', { name: `Messages (${messages.length})` })).toBeVisible();
      if (error) expect(detail().getByRole('alert')).toHaveTextContent(errorText(error));
      // Only a pending ticket can be corrected; the ticket shows its contact as last saved.
      expect(detail().queryByRole('button', { name: EDIT }) !== null).toBe(ticket?.status === 1);
      expect(detail().queryByRole('form', { name: 'Edit your ticket' })).toBeNull();
      if (ticket) expect(detail().getByText(ticket.contact, { exact: true })).toBeVisible();
      // A correction that went is said in the ticket's status line (the focus went back to Edit).
      const saved = detail().queryByText('Your changes were saved.');
      if (snapshot.context.editSaved) expect(saved).toHaveAttribute('role', 'status');
      else expect(saved).toBeNull();
      if (ticket?.status === 3) {
        // Said when it changes: marking the ticket solved is heard, not only seen.
        expect(detail().getByText('Status: Done')).toHaveAttribute('role', 'status');
        expect(detail().queryByRole('button', { name: SOLVED })).toBeNull();
        expect(thread().getByText('This ticket is done. Open a new ticket if you need more help.')).toHaveAttribute('role', 'status');
        expect(thread().queryByRole('textbox', { name: 'Your message' })).toBeNull();
      } else {
        expect(detail().getByRole('button', { name: SOLVED })).toBeEnabled();
        expect(thread().getByRole('textbox', { name: 'Your message' })).toHaveValue(text);
        // Send only with something to send.
        expect(thread().getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', text.trim() === '');
      }
      for (const message of messages) expect(thread().getByText(message.content)).toBeVisible();
    },
    'ready.sending': () => {
      expect(thread().getByRole('button', { name: 'Send message' })).toBeBusy();
    },
    'ready.closing': () => {
      expect(detail().getByRole('button', { name: SOLVED })).toBeBusy();
    },
    // The form holds the correction; its problems show once Save was pressed, a refusal or fault in it.
    'ready.editing': ({ snapshot }) => {
      const { edit, editAttempted, error } = snapshot.context;
      expect(editForm().getByRole('textbox', { name: CONTACT })).toHaveValue(edit!.contact);
      expect(editForm().getByRole('button', { name: 'Save changes' })).toBeEnabled();
      expect(detail().queryByRole('button', { name: EDIT })).toBeNull();
      const invalid = editForm().getByRole('textbox', { name: CONTACT }).getAttribute('aria-invalid') === 'true';
      expect(invalid).toBe(editAttempted && edit!.contact.trim() === '');
      if (error) expect(editForm().getByRole('alert')).toHaveTextContent(errorText(error));
    },
    'ready.saving': () => {
      expect(editForm().getByRole('button', { name: 'Save changes' })).toBeBusy();
      expect(editForm().getByRole('textbox', { name: CONTACT })).toHaveAttribute('readonly');
      expect(editForm().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    },
  },
});
