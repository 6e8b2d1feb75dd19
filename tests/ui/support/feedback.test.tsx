import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import AddFeedbackScreen from '../../../ui/support/feedback/AddFeedbackScreen';
import FeedbackDetailScreen from '../../../ui/support/feedback/FeedbackDetailScreen';
import FeedbackListScreen from '../../../ui/support/feedback/FeedbackListScreen';
import FeedbackMessageScreen from '../../../ui/support/feedback/FeedbackMessageScreen';
import { ApiFault } from '../../../services/api/result';
import { createDraftStore } from '../../../services/storage/draftStore';
import { createMemoryBackend } from '../../../services/storage/localStore';
import { fakeApi, renderSupport, supportCatalogReady } from './renderSupport';
import { expectSaidInPlace, statusRegions } from '../liveRegions';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => supportCatalogReady, 20_000);

const ticket = { id: 5, type: 1, status: 1, description: 'Paid, still unpaid', receiverAccount: '', images: [], contact: 'ada@gmail.com', createTime: Date.UTC(2026, 10, 20) };

describe('new ticket', () => {
  it('takes the borrower\'s words while the open tickets are still being checked; Submit waits for the check', async () => {
    let answerCheck = () => {};
    const checked = new Promise<void>((resolve) => (answerCheck = resolve));
    const { api, calls } = fakeApi({
      '/feedback/check/notHandle': async () => {
        await checked;
        return { ok: true, data: { count: 0, types: [] } };
      },
    });
    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback' });
    const user = userEvent.setup();
    expect(await screen.findByText('Loading…')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Typed on a slow network');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Please input a phone number or email')).toBeNull();
    answerCheck();
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Typed on a slow network');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please input a phone number or email')).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(['/feedback/check/notHandle']);
  });

  it('explains the rules, then files the ticket and goes to the result', async () => {
    const { api, calls } = fakeApi({
      '/feedback/check/notHandle': () => ({ ok: true, data: { count: 0, types: [] } }),
      '/feedback/check/canHandle': () => ({ ok: true, data: { canHandle: true, openTicketId: null } }),
      '/feedback/create': () => ({ ok: true, data: { id: 9 } }),
    });
    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please select the problem type')).toBeVisible();
    expect(screen.getByText('Please describe the problem')).toBeVisible();
    expect(screen.getByText('Please input a phone number or email')).toBeVisible();
    // Each reason is told on its control too.
    expect(screen.getByRole('group', { name: 'Problem type' })).toHaveAccessibleDescription('Please select the problem type');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInvalid();
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAccessibleDescription('Please select the problem type');
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveAccessibleDescription(/^Please describe the problem 0\/\d+$/);
    expect(calls.map((c) => c.path)).toEqual(['/feedback/check/notHandle']);

    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.queryByRole('textbox', { name: 'Account you paid into (optional)' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'The app closes on the repay screen');
    await user.type(screen.getByRole('textbox', { name: 'Phone or email for our reply' }), 'not a contact');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a phone number (digits only) or an email address')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Phone or email for our reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone or email for our reply' }), 'ada@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    const create = calls.find((c) => c.path === '/feedback/create');
    expect(create?.payload).toEqual({ type: 3, description: 'The app closes on the repay screen', receiverAccount: '', images: [], contact: 'ada@gmail.com' });
    expect(create?.options).toEqual(expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('what was typed survives a reload (not the account paid into); once filed, the form starts empty', async () => {
    const { api, calls } = fakeApi({
      '/feedback/check/notHandle': () => ({ ok: true, data: { count: 0, types: [] } }),
      '/feedback/check/canHandle': () => ({ ok: true, data: { canHandle: true, openTicketId: null } }),
      '/feedback/create': () => ({ ok: true, data: { id: 9 } }),
    });
    const drafts = createDraftStore(createMemoryBackend());
    const first = renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback', drafts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Payment problem' }));
    await user.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Paid on Monday, still unpaid');
    await user.type(screen.getByRole('textbox', { name: 'Account you paid into (optional)' }), '0123456789');
    await user.type(screen.getByRole('textbox', { name: 'Phone or email for our reply' }), 'ada@gmail.com');
    first.unmount();

    const second = renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback', drafts });
    expect(await screen.findByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Paid on Monday, still unpaid');
    expect(screen.getByRole('radio', { name: 'Payment problem' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Phone or email for our reply' })).toHaveValue('ada@gmail.com');
    expect(screen.getByRole('textbox', { name: 'Account you paid into (optional)' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(calls.filter((c) => c.path === '/feedback/create')).toHaveLength(1);
    second.unmount();

    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback', drafts });
    expect(await screen.findByRole('textbox', { name: 'Describe the problem' })).toHaveValue('');
  });

  it('refuses a second open ticket of a type and offers the open one', async () => {
    const { api } = fakeApi({
      '/feedback/check/notHandle': () => ({ ok: true, data: { count: 1, types: [1] } }),
      '/feedback/check/canHandle': () => ({ ok: true, data: { canHandle: false, openTicketId: 5 } }),
    });
    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback' });
    const user = userEvent.setup();
    expect(await screen.findByText('(you have an open ticket of this type)')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Payment problem/ }));
    await user.type(screen.getByRole('textbox', { name: 'Describe the problem' }), 'Paid twice');
    await user.type(screen.getByRole('textbox', { name: 'Phone or email for our reply' }), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Open my ticket' })).toHaveAttribute('href', '/feedback/feedbackDetail?id=5');
    await user.click(screen.getByRole('button', { name: 'Choose another type' }));
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Paid twice');
  });

  it('says how many images fit and refuses a PDF', async () => {
    const { api } = fakeApi({ '/feedback/check/notHandle': () => ({ ok: true, data: { count: 0, types: [] } }) });
    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback' });
    const input = await screen.findByLabelText('Proof images (up to 3)');
    await userEvent.upload(input, new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText('Choose a JPEG, PNG or WebP photo')).toBeVisible();
    expect(input).toHaveAccessibleDescription(/^Choose a JPEG, PNG or WebP photo A screenshot/);
  });

  it('an open-ticket check that fails (offline) still opens the form, and says the type is checked on send (F4)', async () => {
    const { api } = fakeApi({
      '/feedback/check/notHandle': () => {
        throw new Error('offline');
      },
    });
    renderSupport(<AddFeedbackScreen />, { api, path: '/feedback/add_feedback' });
    const waiting = statusRegions();
    expect(await screen.findByRole('group', { name: 'Problem type' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toBeEnabled();
    expectSaidInPlace(waiting, 'We could not check your open tickets. You can still write yours: its type is checked when you send it.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('ticket list and thread', () => {
  it('shows the empty state with a way to file a ticket', async () => {
    const { api } = fakeApi({ '/feedback/list/feedback': () => ({ ok: true, data: { list: [], total: 0 } }) });
    renderSupport(<FeedbackListScreen />, { api, path: '/feedback/feedback_list' });
    expect(await screen.findByText(/You have no tickets yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'New ticket' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });

  it('lists a ticket with a link to its detail', async () => {
    const { api } = fakeApi({ '/feedback/list/feedback': () => ({ ok: true, data: { list: [ticket], total: 1 } }) });
    renderSupport(<FeedbackListScreen />, { api, path: '/feedback/feedback_list' });
    expect(await screen.findByRole('link', { name: 'Payment problem #5' })).toHaveAttribute('href', '/feedback/feedbackDetail?id=5');
    expect(screen.getByText('Pending')).toBeVisible();
  });

  it('a refresh that fails keeps the conversation on screen, says so, and Refresh tries again', async () => {
    let reads = 0;
    const { api } = fakeApi({
      '/feedback/detail': () => {
        reads += 1;
        if (reads === 2) throw new ApiFault('network', '/feedback/detail');
        return { ok: true, data: ticket };
      },
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [{ id: 1, content: 'We received your ticket.', from: 'service', createTime: 1 }] } }),
    });
    renderSupport(<FeedbackMessageScreen />, { api, path: '/feedback/feedback_message?id=5' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network failed, please try again.');
    expect(screen.getByText('We received your ticket.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(reads).toBe(3);
  });

  it('a ticket without messages says so above the message box', async () => {
    const { api } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: ticket }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
    });
    renderSupport(<FeedbackMessageScreen />, { api, path: '/feedback/feedback_message?id=5' });
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Conversation' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  });

  it('sends a message, shows it in the conversation and clears the box', async () => {
    const messages = [{ id: 1, content: 'We received your ticket.', from: 'service', createTime: 1 }];
    const { api } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: ticket }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: messages } }),
      '/feedback/add/leaveMsg': (payload) => ({
        ok: true,
        data: { message: { id: 2, content: (payload as { content: string }).content, from: 'user', createTime: 2 } },
      }),
    });
    renderSupport(<FeedbackMessageScreen />, { api, path: '/feedback/feedback_message?id=5' });
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Any news?');
    await user.click(send);
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(conversation).toHaveTextContent('Any news?'));
    // Each message says when, to the minute: the team answers within its hours.
    for (const message of within(conversation).getAllByRole('listitem')) expect(within(message).getByText(/\d:\d\d/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    // Send is disabled again (nothing to send): the focus is back in the box, and the borrower is told it went.
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(screen.getByText('Message sent.')).toHaveAttribute('role', 'status');
  });

  it('a reply being typed survives a reload, stays with its own ticket, and is gone once sent', async () => {
    const { api } = fakeApi({
      '/feedback/detail': (payload) => ({ ok: true, data: { ...ticket, id: (payload as { id: number }).id } }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
      '/feedback/add/leaveMsg': (payload) => ({
        ok: true,
        data: { message: { id: 2, content: (payload as { content: string }).content, from: 'user', createTime: 2 } },
      }),
    });
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const open = (id: number) => renderSupport(<FeedbackMessageScreen />, { api, path: `/feedback/feedback_message?id=${id}`, drafts });
    const box = () => screen.findByRole('textbox', { name: 'Your message' });

    const first = open(5);
    await user.type(await box(), 'The transfer reference is 7781');
    first.unmount();

    const other = open(6);
    expect(await box()).toHaveValue('');
    other.unmount();

    const again = open(5);
    expect(await box()).toHaveValue('The transfer reference is 7781');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('The transfer reference is 7781'));
    again.unmount();

    open(5);
    expect(await box()).toHaveValue('');
  });
});

describe('correcting a ticket', () => {
  /** The pending ticket's screen with its correction form open; `answers` adds to its reads. */
  async function editTicket(answers: Parameters<typeof fakeApi>[0] = {}) {
    const { api, calls } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: ticket }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
      ...answers,
    });
    const user = userEvent.setup();
    renderSupport(<FeedbackDetailScreen />, { api, path: '/feedback/feedbackDetail?id=5' });
    await user.click(await screen.findByRole('button', { name: 'Edit ticket' }));
    return { user, calls };
  }

  it('a pending ticket takes a new contact: checked like a new ticket, sent with /feedback/edit, shown once saved', async () => {
    const { user, calls } = await editTicket({ '/feedback/edit': () => ({ ok: true, data: {} }) });
    const waiting = statusRegions();
    const contact = screen.getByRole('textbox', { name: 'Phone or email for our reply' });
    await user.clear(contact);
    await user.type(contact, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(contact).toHaveAccessibleDescription('Enter a phone number (digits only) or an email address');
    expect(calls.some((call) => call.path === '/feedback/edit')).toBe(false);
    await user.type(contact, 'yahoo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit your ticket' })).toBeNull());
    expect(calls.find((call) => call.path === '/feedback/edit')?.payload).toEqual({ id: 5, description: 'Paid, still unpaid', contact: 'ada@yahoo.com' });
    expect(screen.getByText('ada@yahoo.com')).toBeVisible();
    expectSaidInPlace(waiting, 'Your changes were saved.');
  });

  it('while the ticket is corrected, neither Refresh nor Messages offers to leave the correction', async () => {
    const { user } = await editTicket();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Messages (0)' })).toBeVisible();
  });

  it('a correction being typed comes back after a reload, and a visit to the messages leaves it alone', async () => {
    const { api } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: ticket }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
    });
    const drafts = createDraftStore(createMemoryBackend());
    const user = userEvent.setup();
    const detail = () => renderSupport(<FeedbackDetailScreen />, { api, path: '/feedback/feedbackDetail?id=5', drafts });
    const contact = () => screen.getByRole('textbox', { name: 'Phone or email for our reply' });

    const first = detail();
    await user.click(await screen.findByRole('button', { name: 'Edit ticket' }));
    await user.clear(contact());
    await user.type(contact(), 'ada@yahoo.com');
    first.unmount(); // the WebView reloads

    const messages = renderSupport(<FeedbackMessageScreen />, { api, path: '/feedback/feedback_message?id=5', drafts });
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeVisible();
    messages.unmount();

    detail();
    expect(await screen.findByRole('form', { name: 'Edit your ticket' })).toBeVisible();
    expect(contact()).toHaveValue('ada@yahoo.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(drafts.load('feedback.edit.5', 1)).toBeNull();
  });

  it('a ticket support is working on cannot be edited: no Edit button', async () => {
    const { api } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: { ...ticket, status: 2 } }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
    });
    renderSupport(<FeedbackDetailScreen />, { api, path: '/feedback/feedbackDetail?id=5' });
    expect(await screen.findByRole('button', { name: 'My problem is solved' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit ticket' })).toBeNull();
  });

  it('the form takes the focus when it opens and gives it back to "Edit ticket" when it closes', async () => {
    const { user } = await editTicket();
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit ticket' })).toHaveFocus();
  });

  it('refused because support started on it meanwhile: the reason shows, and Cancel reads the ticket again', async () => {
    let reads = 0;
    const { api } = fakeApi({
      '/feedback/detail': () => ({ ok: true, data: { ...ticket, status: ++reads === 1 ? 1 : 2 } }),
      '/feedback/list/leave-message': () => ({ ok: true, data: { list: [] } }),
      '/feedback/edit': () => ({ ok: false, kind: 'business', code: 1203, msg: 'This ticket can no longer be edited.' }),
    });
    const user = userEvent.setup();
    renderSupport(<FeedbackDetailScreen />, { api, path: '/feedback/feedbackDetail?id=5' });
    await user.click(await screen.findByRole('button', { name: 'Edit ticket' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket can no longer be edited.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Status: Processing')).toHaveAttribute('role', 'status');
    expect(reads).toBe(2);
    expect(screen.queryByRole('button', { name: 'Edit ticket' })).toBeNull();
  });
});
