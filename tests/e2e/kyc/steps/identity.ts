import { expect, type Page } from '@playwright/test';
import { idPhotos } from './jpeg';
import type { KycLang, KycMarket } from './journey';

/** Words of the ID and face screen (locales/{en,es}/kyc.po). */
export const IDENTITY_WORDS = {
  en: {
    heading: 'ID and face verification',
    back: 'Back of your ID card', front: 'Front of your ID card', face: 'Photo of your face',
    uploaded: 'Uploaded', waiting: 'Waiting for the previous photo', curpRead: 'CURP read from your card',
    wrongType: 'Choose a JPG or PNG photo; HEIC, PDF and other files are not accepted',
    retry: 'Upload this photo again',
  },
  es: {
    heading: 'Verificación de identidad y rostro',
    back: 'Reverso de tu identificación', front: 'Frente de tu identificación', face: 'Foto de tu rostro',
    uploaded: 'Subida', waiting: 'Esperando la foto anterior', curpRead: 'CURP leída de tu identificación',
    wrongType: 'Elige una foto JPG o PNG; no se aceptan HEIC, PDF ni otros archivos',
    retry: 'Subir esta foto de nuevo',
  },
} as const;

/** Page model of `/auth/id_card_authentication`. */
export function identityPage(page: Page, lang: KycLang) {
  const w = IDENTITY_WORDS[lang];
  /** A photo picker is a labelled card: the file input and its status line. */
  const card = (label: string) => page.locator('.card').filter({ has: page.getByLabel(label, { exact: true }) });
  return {
    words: w,
    picker: (label: string) => page.getByLabel(label, { exact: true }),
    status: (label: string) => card(label).locator('p[aria-live]'),
    async seeHeading() {
      await expect(page.getByRole('heading', { name: w.heading })).toBeVisible();
    },
  };
}

/** Back, then front (the CURP read for Mexico), then the face, with real JPEGs made in the test. */
export async function uploadIdAndFace(page: Page, market: KycMarket, lang: KycLang) {
  const photos = await idPhotos(page);
  const id = identityPage(page, lang);
  const w = id.words;
  await id.seeHeading();
  await expect(id.picker(w.front)).toBeDisabled();
  // As a tap leaves it: the focus on the picker used, which goes disabled while the photo is sent.
  await id.picker(w.back).focus();
  await id.picker(w.back).setInputFiles(photos.back);
  await expect(id.status(w.back)).toHaveText(w.uploaded);
  // The next photo's picker takes the focus, not the top of the page.
  await expect(id.picker(w.front)).toBeFocused();
  await id.picker(w.front).setInputFiles(photos.front);
  await expect(id.status(w.front)).toHaveText(w.uploaded);
  if (market === 'mx') await expect(page.getByText(w.curpRead)).toBeVisible();
  await expect(id.picker(w.face)).toBeEnabled();
  await id.picker(w.face).setInputFiles(photos.face);
}
