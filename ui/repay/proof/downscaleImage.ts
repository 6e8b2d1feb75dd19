import type { PreparedImage } from '../../../machines/repaymentProof/repaymentProof.types';

/**
 * Makes a receipt photo small enough for slow mobile data before upload (FAULTS F40): JPEG, PNG or
 * WebP only; at most MAX_SIDE pixels on the longer side; re-encoded as JPEG through a canvas, which
 * also drops EXIF (location). A file over MAX_INPUT_BYTES is refused before it is decoded.
 */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
export const MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;

export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscaleImage(file: Blob): Promise<PreparedImage> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return { ok: false, code: 'unsupportedImage' };
  if (file.size > MAX_INPUT_BYTES) return { ok: false, code: 'imageTooLarge' };
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new Error('the image could not be encoded');
    return { ok: true, image: blob };
  } finally {
    bitmap.close();
  }
}
