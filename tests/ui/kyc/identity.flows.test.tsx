import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { IdentitySnapshot } from '../../../machines/identity/identity.selectors';
import type { ImageSlot } from '../../../machines/identity/identity.types';
import { IdentityView } from '../../../ui/kyc/identity/IdentityView';
import identityFlows from '../../flows/machines/identity.flows';
import { describeViewFlows } from '../../flows/views';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const LABELS: Record<ImageSlot, string> = {
  back: 'Back of your ID card',
  front: 'Front of your ID card',
  face: 'Photo of your face',
};

/** What the status line says when it is this photo's turn. */
const READY: Record<ImageSlot, string> = {
  back: 'Your turn: a sharp photo in good light, the whole card in the frame',
  front: 'Your turn: a sharp photo in good light, the whole card in the frame',
  face: 'Your turn: your face in good light, without glasses or a hat',
};
const picker = (slot: ImageSlot) => screen.getByLabelText(LABELS[slot]);
/** The status line under a picker ("Uploaded", "Sending…", ...). */
const statusOf = (slot: ImageSlot) => picker(slot).closest('.card')?.querySelector('p[aria-live]')?.textContent;

function slotNow(s: IdentitySnapshot): ImageSlot {
  if (s.matches('back')) return 'back';
  if (s.matches('front')) return 'front';
  return 'face';
}

/** A refused photo or failed call is always told in words; none shows when nothing went wrong. */
function errorShownAsIn(s: IdentitySnapshot) {
  if (s.context.error) {
    const alert = screen.getByRole('alert');
    expect(alert).not.toBeEmptyDOMElement();
    // Told on the photo pickers too, so the picker a screen reader is on says what went wrong.
    expect(picker(slotNow(s))).toHaveAccessibleDescription(expect.stringContaining(alert.textContent ?? ''));
  } else expect(screen.queryByRole('alert')).toBeNull();
}

function choosing(slot: ImageSlot, uploaded: ImageSlot[]) {
  return ({ snapshot }: { snapshot: IdentitySnapshot }) => {
    expect(picker(slot)).toBeEnabled();
    for (const other of Object.keys(LABELS) as ImageSlot[]) {
      if (other === slot) continue;
      expect(picker(other)).toBeDisabled();
      // A locked picker says why ("Waiting for the previous photo", "Uploaded"), not only "disabled".
      expect(picker(other)).toHaveAccessibleDescription(expect.stringContaining(statusOf(other) ?? '-'));
    }
    for (const done of uploaded) expect(statusOf(done)).toBe('Uploaded');
    expect(statusOf(slot)).toBe(READY[slot]);
    errorShownAsIn(snapshot);
    // Re-sending the kept photo is offered exactly when there is one to re-send.
    const retry = screen.queryByRole('button', { name: 'Upload this photo again' });
    expect(retry !== null).toBe(snapshot.context.prepared !== null);
    // Picked up after a reload: says the photos sent before were received.
    const kept = screen.queryByText(/The photos you sent before the page reloaded were received/);
    expect(kept !== null).toBe(snapshot.context.resumeAt !== null);
  };
}

function sending(slot: ImageSlot) {
  return () => {
    expect(statusOf(slot)).toBe('Sending…');
    for (const each of Object.keys(LABELS) as ImageSlot[]) expect(picker(each)).toBeDisabled();
  };
}

const allUploaded = () => {
  for (const slot of Object.keys(LABELS) as ImageSlot[]) {
    expect(statusOf(slot)).toBe('Uploaded');
    expect(picker(slot)).toBeDisabled();
  }
};

describeViewFlows(identityFlows, {
  render: (actor) => (
    <I18nProvider i18n={i18n}>
      <IdentityView actor={actor} />
    </I18nProvider>
  ),
  drive: {
    // The borrower picks a file in the picker whose turn it is (a photo or a PDF).
    'image.picked': ({ event, actor }) => {
      const file = new File([event.file], event.file.type === 'application/pdf' ? 'id.pdf' : 'photo.jpg', { type: event.file.type });
      fireEvent.change(picker(slotNow(actor.getSnapshot())), { target: { files: [file] } });
    },
    'upload.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Upload this photo again' })),
    'ocr.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try reading the ID again' })),
    'finish.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Send again' })),
    'identity.restartRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Restart authentication' })),
    'nextStep.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Retry' })),
  },
  stateAssertions: {
    // Transient: left at once for the back, or where a reload left the step.
    starting: () => {},
    'back.choosing': choosing('back', []),
    'back.preparing': sending('back'),
    'back.uploading': sending('back'),
    'front.choosing': choosing('front', ['back']),
    'front.preparing': sending('front'),
    'front.uploading': sending('front'),
    // Transient: left at once for the OCR (Mexico) or the face (Nigeria).
    frontUploaded: () => {},
    'ocr.reading': () => {
      expect(screen.getByText('ID verification takes 5-10 seconds')).toHaveAttribute('role', 'status');
      expect(picker('face')).toBeDisabled();
    },
    'ocr.failed': () => {
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'Try reading the ID again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Restart authentication' })).toBeEnabled();
      expect(picker('face')).toBeDisabled();
    },
    'face.choosing': ({ snapshot }) => {
      choosing('face', ['back', 'front'])({ snapshot });
      if (snapshot.context.ocr) expect(screen.getByText(`CURP read from your card: ${snapshot.context.ocr.curp}`)).toBeVisible();
    },
    'face.preparing': sending('face'),
    'face.uploading': sending('face'),
    finishing: allUploaded,
    finishFailed: () => {
      allUploaded();
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Restart authentication' })).toBeEnabled();
    },
    findingNextStep: () => {
      allUploaded();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    nextStepFailed: () => {
      expect(screen.getByText('Your information is saved, but the next step could not be loaded.', { exact: false })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    },
    done: () => {
      allUploaded();
      expect(screen.queryByRole('button')).toBeNull();
    },
  },
});
