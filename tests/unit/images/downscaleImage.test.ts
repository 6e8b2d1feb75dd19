import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downscaleImage,
  ImageNotReencodedError,
  ImageTooLargeError,
  MAX_INPUT_BYTES,
} from '../../../services/images/downscaleImage';

/** A camera photo: the bytes stand in for a JPEG whose EXIF carries the location. */
const photo = (size = 1024) => new Blob([new Uint8Array(size).fill(0x41), 'GPSLatitude=6.5244'], { type: 'image/jpeg' });
const REENCODED = new Blob(['re-encoded jpeg'], { type: 'image/jpeg' });

interface FakeBrowser {
  context?: boolean;
  toBlob?: 'missing' | Blob | null;
}

/** A WebView that decodes a 4000x3000 photo; what its canvas can do is up to the test. */
function fakeBrowser({ context = true, toBlob = REENCODED }: FakeBrowser = {}) {
  const bitmap = { width: 4000, height: 3000, close: vi.fn() };
  const decode = vi.fn(async () => bitmap);
  const drawn: number[][] = [];
  const canvas: Record<string, unknown> = {
    width: 0,
    height: 0,
    getContext: () => (context ? { drawImage: (_: unknown, ...box: number[]) => drawn.push(box) } : null),
  };
  if (toBlob !== 'missing') canvas.toBlob = (done: (blob: Blob | null) => void) => done(toBlob);
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('document', { createElement: () => canvas });
  return { decode, bitmap, drawn };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downscaleImage (FAULTS F40)', () => {
  it('sends the canvas re-encoding, at most 1280 px on the long side, never the original', async () => {
    const browser = fakeBrowser();
    await expect(downscaleImage(photo())).resolves.toBe(REENCODED);
    expect(browser.drawn).toEqual([[0, 0, 1280, 960]]);
    expect(browser.bitmap.close).toHaveBeenCalled();
  });

  it('refuses a file over 15 MB before decoding it', async () => {
    const browser = fakeBrowser();
    await expect(downscaleImage(photo(MAX_INPUT_BYTES + 1))).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(MAX_INPUT_BYTES).toBe(15 * 1024 * 1024);
    expect(browser.decode).not.toHaveBeenCalled();
  });

  it('a small photo is refused too where the WebView cannot decode it, rather than sent with its EXIF', async () => {
    await expect(downscaleImage(photo())).rejects.toBeInstanceOf(ImageNotReencodedError);
  });

  for (const [missing, browser] of [
    ['no 2D canvas context', { context: false }],
    ['no canvas.toBlob', { toBlob: 'missing' }],
    ['toBlob gives nothing', { toBlob: null }],
  ] as const) {
    it(`${missing}: fails instead of sending the original`, async () => {
      const { bitmap } = fakeBrowser(browser);
      await expect(downscaleImage(photo())).rejects.toBeInstanceOf(ImageNotReencodedError);
      expect(bitmap.close).toHaveBeenCalled();
    });
  }

  it('a re-encoding still over the output limit is refused as too large', async () => {
    fakeBrowser({ toBlob: new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/jpeg' }) });
    await expect(downscaleImage(photo())).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
