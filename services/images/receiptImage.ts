import { downscaleImage, ImageTooLargeError } from './downscaleImage';

/**
 * A repayment receipt photo made small enough for slow mobile data before upload (FAULTS F40), by
 * the shared helper: longest side at most RECEIPT_MAX_SIDE pixels, re-encoded as JPEG (which drops
 * EXIF), over 15 MB refused before it is decoded, over 2 MB after shrinking refused. A photo the
 * WebView cannot re-encode fails rather than go out with its EXIF. (The file types are the
 * machine's: machines/repaymentProof checks them before this is called.)
 */
/** Receipts keep more pixels than ID photos: the amount and reference must stay legible. */
export const RECEIPT_MAX_SIDE = 1600;

export type ReceiptImage = { ok: true; image: Blob } | { ok: false; code: 'unsupportedImage' | 'imageTooLarge' };

export async function prepareReceiptImage(file: Blob): Promise<ReceiptImage> {
  try {
    return { ok: true, image: await downscaleImage(file, { maxSide: RECEIPT_MAX_SIDE }) };
  } catch (error) {
    if (error instanceof ImageTooLargeError) return { ok: false, code: 'imageTooLarge' };
    throw error;
  }
}
