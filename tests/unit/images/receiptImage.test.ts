import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createRepaymentProofActors } from '../../../machines/repaymentProof/repaymentProof.actors';
import { prepareReceiptImage as prepareReceipt } from '../../../services/images/receiptImage';

/** A camera photo of a receipt: the bytes stand in for a JPEG whose EXIF carries the location. */
const receipt = (size = 1024, type = 'image/jpeg') => new Blob([new Uint8Array(size).fill(0x41), 'GPSLatitude=19.4326'], { type });
const REENCODED = new Blob(['re-encoded jpeg'], { type: 'image/jpeg' });

/** A WebView that decodes a 4000x3000 photo and re-encodes it on a canvas. */
function fakeBrowser(encoded: Blob = REENCODED) {
  const decode = vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() }));
  const drawn: number[][] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: (_: unknown, ...box: number[]) => drawn.push(box) }),
    toBlob: (done: (blob: Blob | null) => void) => done(encoded),
  };
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('document', { createElement: () => canvas });
  return { decode, drawn };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the repayment receipt photo (FAULTS F40)', () => {
  it('sends the canvas re-encoding (no EXIF), at most 1600 px on the long side', async () => {
    const browser = fakeBrowser();
    await expect(prepareReceipt(receipt())).resolves.toEqual({ ok: true, image: REENCODED });
    expect(browser.drawn).toEqual([[0, 0, 1600, 1200]]);
  });

  it('refuses a PDF or a HEIC photo by its type, before decoding (the receipt machine checks the type)', async () => {
    const browser = fakeBrowser();
    const { prepareImage } = createRepaymentProofActors({ api: {} as never }, prepareReceipt);
    for (const type of ['application/pdf', 'image/heic']) {
      const actor = createActor(prepareImage, { input: { file: receipt(1024, type) } }).start();
      await expect(toPromise(actor)).resolves.toEqual({ ok: false, code: 'unsupportedImage' });
    }
    expect(browser.decode).not.toHaveBeenCalled();
  });

  it('refuses a file over 15 MB before decoding it', async () => {
    const browser = fakeBrowser();
    await expect(prepareReceipt(receipt(15 * 1024 * 1024 + 1))).resolves.toEqual({ ok: false, code: 'imageTooLarge' });
    expect(browser.decode).not.toHaveBeenCalled();
  });

  it('refuses a photo still over 2 MB once shrunk (a slow line would take minutes)', async () => {
    fakeBrowser(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/jpeg' }));
    await expect(prepareReceipt(receipt())).resolves.toEqual({ ok: false, code: 'imageTooLarge' });
  });

  it('fails, rather than send the original with its EXIF, where the WebView cannot re-encode', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    await expect(prepareReceipt(receipt())).rejects.toThrow();
  });
});
