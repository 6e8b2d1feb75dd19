import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { AddFeedbackView } from '../../../ui/support/feedback/AddFeedbackScreen';
import feedbackFlows from '../../flows/machines/feedback.flows';
import { describeViewFlows } from '../../flows/views';
import { seeFieldsLocked, seeTextFieldsOpen } from '../fieldsLocked';
import { fakeApi, Landed, supportElement } from './renderSupport';

// Each path is a run of real UI steps (typing letter by letter); on a busy machine that takes a while.
vi.setConfig({ testTimeout: 30_000 });

const { api } = fakeApi({});
const submit = () => screen.getByRole('button', { name: 'Submit' });
const imageInput = () => screen.getByLabelText('Proof images (up to 3)');

/** The borrower's tap when the control takes it; a disabled control cannot, so the actor gets it. */
async function tapOrSend(user: UserEvent, control: HTMLElement, send: () => void) {
  if ((control as HTMLButtonElement | HTMLInputElement).disabled) send();
  else await user.click(control);
}

const IMAGE_PROBLEM_TEXT = {
  tooManyImages: 'You can attach up to 3 images',
  unsupportedImage: 'Choose a JPEG, PNG or WebP photo',
  imageTooLarge: 'This photo is too large (over 15 MB)',
  imageUnreadable: 'A photo could not be read. Remove it or choose another one.',
} as const;

describeViewFlows(feedbackFlows, {
  render: (actor) =>
    supportElement(<AddFeedbackView actor={actor} />, { api, path: '/feedback/add_feedback', elsewhere: <Landed /> }).element,
  drive: {
    'feedback.typeChosen': ({ user }) => user.click(screen.getByRole('radio', { name: 'Payment problem' })),
    'feedback.fieldChanged': async ({ user, event }) => {
      const field = event.field === 'description' ? screen.getByRole('textbox', { name: 'Describe the problem' }) : screen.getByRole('textbox', { name: 'Phone or email for our reply' });
      await user.clear(field);
      await user.type(field, event.value);
    },
    // The phone's picker can hand over any file (accept is only a hint), so the change is fired as is.
    'feedback.imageAdded': ({ actor, event }) => {
      const input = imageInput() as HTMLInputElement;
      if (input.disabled) return actor.send(event);
      fireEvent.change(input, { target: { files: [event.file] } });
    },
    'feedback.imageRemoved': async ({ user, actor, event }) => {
      const index = actor.getSnapshot().context.images.findIndex((image) => image.id === event.id);
      if (index < 0) return actor.send(event); // nothing with that id on screen: the machine ignores it
      await user.click(screen.getByRole('button', { name: `Remove image ${index + 1}` }));
    },
    'feedback.submitted': ({ user, actor, event }) => tapOrSend(user, submit(), () => actor.send(event)),
    'feedback.otherTypeRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Choose another type' })),
  },
  stateAssertions: {
    // The form takes input while the open tickets are checked (a slow network need not hold the typing); Submit waits.
    checking: ({ snapshot }) => {
      expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(snapshot.context.draft.description);
      expect(screen.getByRole('textbox', { name: 'Describe the problem' })).not.toHaveAttribute('readonly');
      expect(submit()).toBeBusy();
    },
    editing: ({ snapshot }) => {
      const { images, imageProblem, attempted, draft, error, openTypesUnknown } = snapshot.context;
      expect(submit()).toBeEnabled();
      // Open tickets that could not be read do not keep the form away (offline included, F4): it says so.
      const unknownNote = screen.queryByText('We could not check your open tickets. You can still write yours: its type is checked when you send it.');
      if (openTypesUnknown) expect(unknownNote).toHaveAttribute('role', 'status');
      else expect(unknownNote).toBeNull();
      seeTextFieldsOpen();
      if (error) expect(screen.getByText(error.kind === 'business' ? error.serverMessage : 'Request failed, try again.')).toHaveAttribute('role', 'alert');
      expect(imageInput()).toHaveProperty('disabled', images.length >= 3);
      if (imageProblem) expect(screen.getByText(IMAGE_PROBLEM_TEXT[imageProblem])).toHaveAttribute('role', 'alert');
      expect(screen.queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(images.length);
      // Field errors are read with their field or group (focused after the submit), not as alerts.
      if (attempted && draft.description === '') {
        expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveAccessibleDescription(/^Please describe the problem/);
      }
      if (attempted && draft.type === null) {
        expect(screen.getByRole('group', { name: 'Problem type' })).toHaveAccessibleDescription('Please select the problem type');
      }
    },
    verifying: () => {
      expect(submit()).toBeBusy();
      seeFieldsLocked();
    },
    blocked: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('You already have an open “Payment problem” ticket.');
      expect(screen.getByRole('button', { name: 'Choose another type' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    },
    uploading: () => {
      expect(submit()).toBeBusy();
      expect(imageInput()).toBeDisabled();
      seeFieldsLocked();
    },
    creating: () => {
      expect(submit()).toBeBusy();
      seeFieldsLocked();
    },
    submitted: () => expect(screen.getByText('landed on /feedback/feedback_result?id=7')).toBeInTheDocument(),
  },
});
