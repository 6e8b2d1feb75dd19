/**
 * Shrinks a picked photo before it goes over costly mobile data (FAULTS F40): longest side at most
 * `maxSide` pixels, re-encoded as JPEG, which also drops EXIF metadata (location, device). Where the
 * browser cannot decode (old WebView, tests) the original is kept as long as it fits `maxBytes`.
 */
export interface DownscaleOptions {
  maxSide?: number;
  quality?: number;
  maxBytes?: number;
}

export class ImageTooLargeError extends Error {
  override readonly name = 'ImageTooLargeError';
}

export async function downscaleImage(file: Blob, options: DownscaleOptions = {}): Promise<Blob> {
  const { maxSide = 1280, quality = 0.8, maxBytes = 2 * 1024 * 1024 } = options;
  const canDecode = typeof createImageBitmap === 'function' && typeof document !== 'undefined';
  if (!canDecode) {
    if (file.size > maxBytes) throw new ImageTooLargeError('image too large and cannot be downscaled here');
    return file;
  }
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) return file;
    if (blob.size > maxBytes) throw new ImageTooLargeError('image still too large after downscaling');
    return blob;
  } finally {
    bitmap.close();
  }
}
