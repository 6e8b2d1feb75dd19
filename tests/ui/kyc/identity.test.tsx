import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { identityMachine } from '../../../machines/identity/identity.machine';
import { IDENTITY_PROGRESS } from '../../../machines/identity/identity.typed';
import type {
  IdentityResumePoint,
  ImageSlot,
  OcrOutcome,
  PreparedImage,
  PrepareImageInput,
  UploadImageInput,
} from '../../../machines/identity/identity.types';
import type { NextStep, SubmitOutcome } from '../../../machines/shared/submitError';
import { IdentityView } from '../../../ui/kyc/identity/IdentityView';
import { expectSaidInPlace, statusRegions } from '../liveRegions';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const photo = () => new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

const readCard: OcrOutcome = { ok: true, result: { curp: 'GOMA900517MDFRRN03', name: 'Ana' } };

function renderStep({
  refuse = [] as ImageSlot[],
  /** Slots whose first upload is cut off (a fault: the outcome is not known). */
  cut = [] as ImageSlot[],
  ocr = Promise.resolve(readCard) as OcrOutcome | Promise<OcrOutcome>,
  resumeAt = null as IdentityResumePoint | null,
} = {}) {
  const uploads: ImageSlot[] = [];
  let finished = 0;
  const actor = createActor(
    identityMachine.provide({
      actors: {
        prepareImage: fromPromise<PreparedImage, PrepareImageInput>(async ({ input }) => ({ ok: true, file: input.file })),
        uploadImage: fromPromise<SubmitOutcome, UploadImageInput>(async ({ input }) => {
          uploads.push(input.slot);
          if (cut.includes(input.slot) && uploads.filter((slot) => slot === input.slot).length === 1) throw new Error('connection reset');
          return refuse.includes(input.slot) ? { ok: false, code: 1405, msg: 'refused' } : { ok: true };
        }),
        readCurp: fromPromise<OcrOutcome, void>(() => Promise.resolve(ocr)),
        finishUpload: fromPromise<SubmitOutcome, void>(async () => {
          finished += 1;
          return { ok: true };
        }),
        findNextStep: fromPromise<NextStep, void>(async () => ({ route: '/bank_account/add_bankcard' })),
      },
    }),
    { input: { ocrRequired: true, resumeAt } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <IdentityView actor={actor} />
    </I18nProvider>,
  );
  return { actor, uploads, finished: () => finished };
}

describe('ID and face view', () => {
  it('a selfie picker that closes without a photo (a refused camera, F36) says how to allow the camera, and a photo then goes through', async () => {
    const { actor, uploads } = renderStep();
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await screen.findByText('Uploaded');
    await userEvent.upload(screen.getByLabelText('Front of your ID card'), photo());
    await vi.waitFor(() => expect(screen.getByLabelText('Photo of your face')).toBeEnabled());
    const hint = /No photo was taken\. If the camera did not open, allow it for this app in your phone's Settings > Apps > Permissions/;
    expect(screen.queryByText(hint)).toBeNull();
    // The live region is there, empty, before the hint: one inserted with its text is often not read (TalkBack).
    const region = screen.getByLabelText('Photo of your face').closest('.card')!.querySelector('[role="status"]');
    expect(region).toBeEmptyDOMElement();
    fireEvent(screen.getByLabelText('Photo of your face'), new Event('cancel'));
    expect(await screen.findByText(hint)).toBe(region);
    expect(region).toBeVisible();
    // Told on the picker too, where the focus comes back after the camera.
    expect(screen.getByLabelText('Photo of your face')).toHaveAccessibleDescription(hint);
    expect(uploads).toEqual(['back', 'front']);
    await userEvent.upload(screen.getByLabelText('Photo of your face'), photo());
    await vi.waitFor(() => expect(actor.getSnapshot().matches('done')).toBe(true));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('says the ID reading wait and the CURP read in a status line that was waiting on the page', async () => {
    let answer: (outcome: OcrOutcome) => void = () => undefined;
    renderStep({ ocr: new Promise<OcrOutcome>((resolve) => (answer = resolve)) });
    const waiting = statusRegions();

    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await userEvent.upload(await screen.findByLabelText('Front of your ID card'), photo());
    expectSaidInPlace(waiting, await screen.findByText('ID verification takes 5-10 seconds').then((line) => line.textContent!));

    answer(readCard);
    expectSaidInPlace(waiting, await screen.findByText('CURP read from your card: GOMA900517MDFRRN03').then((line) => line.textContent!));
  });

  it('keeps the front and face pickers disabled until the back is uploaded, then sends back, front, face and finishes once', async () => {
    const { actor, uploads, finished } = renderStep();
    expect(screen.getByLabelText('Back of your ID card')).toBeEnabled();
    expect(screen.getByLabelText('Front of your ID card')).toBeDisabled();
    expect(screen.getByLabelText('Photo of your face')).toBeDisabled();
    expect(screen.getByLabelText('Photo of your face')).toHaveAttribute('capture', 'user');

    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Front of your ID card')).toBeEnabled();
    expect(screen.getByLabelText('Back of your ID card')).toBeDisabled();

    await userEvent.upload(screen.getByLabelText('Front of your ID card'), photo());
    expect(await screen.findByText(/CURP read from your card: GOMA900517MDFRRN03/)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Photo of your face'), photo());
    await vi.waitFor(() => expect(actor.getSnapshot().matches('done')).toBe(true));
    expect(uploads).toEqual(['back', 'front', 'face']);
    expect(finished()).toBe(1);
  });

  it('a locked picker says why it is locked: its status line is its accessible description', async () => {
    renderStep({ refuse: ['back'] });
    expect(screen.getByLabelText('Front of your ID card')).toBeDisabled();
    expect(screen.getByLabelText('Front of your ID card')).toHaveAccessibleDescription('Waiting for the previous photo');
    expect(screen.getByLabelText('Photo of your face')).toHaveAccessibleDescription('Waiting for the previous photo');
    expect(screen.getByLabelText('Back of your ID card')).toHaveAccessibleDescription(
      'Your turn: a sharp photo in good light, the whole card in the frame',
    );
    // With an error, the picker says the error first, then its status.
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Front of your ID card')).toHaveAccessibleDescription(
      'Front/back ID recognition failed, re-upload Waiting for the previous photo',
    );
  });

  it('shows the recognition failure and asks for another photo: the refused one is not offered again', async () => {
    const { uploads } = renderStep({ refuse: ['back'] });
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Front/back ID recognition failed, re-upload');
    expect(screen.getByLabelText('Front of your ID card')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upload this photo again' })).toBeNull();
    expect(screen.getByLabelText('Back of your ID card')).toBeEnabled();
    expect(uploads).toEqual(['back']);
  });

  it('a photo whose upload was cut off can be sent again as it was', async () => {
    const { uploads } = renderStep({ cut: ['back'] });
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload this photo again' }));
    await vi.waitFor(() => expect(uploads).toEqual(['back', 'back']));
  });

  it('asks to restart authentication when the OCR fails', async () => {
    renderStep({ ocr: { ok: false, code: 1403, msg: 'OCR failed' } });
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await screen.findByText('Uploaded');
    await userEvent.upload(screen.getByLabelText('Front of your ID card'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('OCR failed, restart authentication');
    await userEvent.click(screen.getByRole('button', { name: 'Restart authentication' }));
    expect(screen.getByLabelText('Back of your ID card')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says ID verification takes 5-10 seconds while the CURP is read', async () => {
    renderStep({ ocr: new Promise<OcrOutcome>(() => undefined) });
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await screen.findByText('Uploaded');
    await userEvent.upload(screen.getByLabelText('Front of your ID card'), photo());
    expect(await screen.findByText('ID verification takes 5-10 seconds')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Photo of your face')).toBeDisabled();
  });

  it('refuses a PDF with a clear message before sending anything', async () => {
    const { uploads } = renderStep();
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(/PDF and other files are not accepted/);
    expect(uploads).toEqual([]);
  });

  it('after a reload during the selfie, carries on at the face: the ID sides are not asked for again', async () => {
    const first = renderStep();
    await userEvent.upload(screen.getByLabelText('Back of your ID card'), photo());
    await userEvent.upload(screen.getByLabelText('Front of your ID card'), photo());
    await vi.waitFor(() => expect(screen.getByLabelText('Photo of your face')).toBeEnabled());
    const kept = IDENTITY_PROGRESS.toKept(first.actor.getSnapshot());
    expect(kept).toEqual({ resumeAt: 'face' });
    expect(JSON.stringify(kept)).not.toMatch(/GOMA|jpeg/); // never a photo or the CURP read
    cleanup();

    const again = renderStep({ resumeAt: kept!.resumeAt });
    expect(screen.getByText(/The photos you sent before the page reloaded were received/)).toBeVisible();
    expect(screen.getByLabelText('Back of your ID card')).toBeDisabled();
    expect(screen.getByLabelText('Front of your ID card')).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Photo of your face'), photo());
    await vi.waitFor(() => expect(again.actor.getSnapshot().matches('done')).toBe(true));
    expect(again.uploads).toEqual(['face']);
    expect(again.finished()).toBe(1);
    expect(IDENTITY_PROGRESS.toKept(again.actor.getSnapshot())).toBeNull();
  });

  it('keeps nothing while on the back, and forgets the kept photos once the borrower restarts', async () => {
    const { actor } = renderStep({ resumeAt: 'ocr', ocr: { ok: false, code: 1403, msg: 'OCR failed, restart authentication' } });
    await screen.findByRole('button', { name: 'Restart authentication' });
    expect(IDENTITY_PROGRESS.toKept(actor.getSnapshot())).toEqual({ resumeAt: 'ocr' });
    await userEvent.click(screen.getByRole('button', { name: 'Restart authentication' }));
    expect(IDENTITY_PROGRESS.toKept(actor.getSnapshot())).toBeNull();
    expect(screen.queryByText(/were received/)).toBeNull();
    expect(IDENTITY_PROGRESS.isKept({ resumeAt: 'back' })).toBe(false);
    expect(IDENTITY_PROGRESS.isKept({ resumeAt: 'nextStep' })).toBe(true);
    expect(IDENTITY_PROGRESS.isKept({ resumeAt: 'face' })).toBe(true);
  });

  it('a reload after the final check passed looks for the next step again, and never sends the check twice', async () => {
    const { actor, finished } = renderStep({ resumeAt: 'nextStep' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('done')).toBe(true));
    expect(finished()).toBe(0);
    expect(actor.getSnapshot().context.nextRoute).toBe('/bank_account/add_bankcard');
  });
});
