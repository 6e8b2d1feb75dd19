import type { Page } from '@playwright/test';

/**
 * Real JPEG files made in the test, by Chromium's own encoder on a blank page (no fixture files,
 * no image library): a drawing of an ID card or a face, at the size asked for.
 */
export async function drawJpeg(page: Page, options: { width: number; height: number; label: string; quality?: number }): Promise<Buffer> {
  const scratch = await page.context().newPage();
  try {
    await scratch.goto('about:blank');
    const base64 = await scratch.evaluate(async ({ width, height, label, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      const gradient = g.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1f6f8b');
      gradient.addColorStop(1, '#e8f1f5');
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#102a43';
      g.font = `${Math.round(height / 8)}px sans-serif`;
      g.fillText(label, width / 10, height / 2);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!blob) throw new Error('the canvas gave no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, { quality: 0.85, ...options });
    return Buffer.from(base64, 'base64');
  } finally {
    await scratch.close();
  }
}

/**
 * The same JPEG grown to `totalBytes` the way phone cameras grow theirs: an APP1 "Exif" segment
 * right after the start marker (carrying `exifMarker`, so a test can tell whether metadata left the
 * phone) and comment segments. Decoders skip both: the picture stays valid.
 */
export function inflateJpeg(jpeg: Buffer, totalBytes: number, exifMarker: string): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const header = Buffer.alloc(4);
    header.writeUInt16BE(marker, 0);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([header, payload]);
  };
  const exif = segment(0xffe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(exifMarker, 'latin1')]));
  const parts: Buffer[] = [jpeg.subarray(0, 2), exif];
  let size = jpeg.length + exif.length;
  const chunk = Buffer.alloc(65_533, 0x20);
  while (size < totalBytes) {
    const payload = chunk.subarray(0, Math.min(chunk.length, Math.max(1, totalBytes - size - 4)));
    parts.push(segment(0xfffe, payload));
    size += payload.length + 4;
  }
  parts.push(jpeg.subarray(2));
  return Buffer.concat(parts);
}

/** The three photos of the ID step, small as a phone would send after downscaling. */
export async function idPhotos(page: Page) {
  return {
    back: { name: 'id-back.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, { width: 640, height: 400, label: 'ID BACK' }) },
    front: { name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, { width: 640, height: 400, label: 'ID FRONT' }) },
    face: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, { width: 480, height: 640, label: 'FACE' }) },
  };
}
