/**
 * Shrinks a picked photo before it goes over costly mobile data (FAULTS F40): longest side at most
 * `maxSide` pixels, re-encoded as JPEG, which also drops EXIF metadata (location, device). A file over
 * `maxInputBytes` is refused before it is decoded. The original file is never what gets sent: where
 * the browser cannot decode or re-encode (no createImageBitmap, no 2D canvas, no JPEG encoder) the
 * helper fails, so EXIF never leaves the phone.
 */
export interface DownscaleOptions {
  maxSide?: number;
  quality?: number;
  /** Largest picked file decoded at all (a phone camera's JPEG is well under this). */
  maxInputBytes?: number;
  /** Largest re-encoded file sent. */
  maxBytes?: number;
}

export const MAX_INPUT_BYTES = 15 * 1024 * 1024;

export class ImageTooLargeError extends Error {
  override readonly name = 'ImageTooLargeError';
}

/** This WebView cannot re-encode the photo; sending the original would send its EXIF. */
export class ImageNotReencodedError extends Error {
  override readonly name = 'ImageNotReencodedError';
}

export async function downscaleImage(file: Blob, options: DownscaleOptions = {}): Promise<Blob> {
  const { maxSide = 1280, quality = 0.8, maxInputBytes = MAX_INPUT_BYTES, maxBytes = 2 * 1024 * 1024 } = options;
  if (file.size > maxInputBytes) throw new ImageTooLargeError('image too large to decode on the phone');
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') {
    throw new ImageNotReencodedError('this browser cannot decode images');
  }
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context || typeof canvas.toBlob !== 'function') throw new ImageNotReencodedError('no 2D canvas to re-encode on');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new ImageNotReencodedError('the canvas could not encode a JPEG');
    if (blob.size > maxBytes) throw new ImageTooLargeError('image still too large after downscaling');
    return blob;
  } finally {
    bitmap.close();
  }
}
