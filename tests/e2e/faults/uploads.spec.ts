import type { Page } from '@playwright/test';
import { startKycAs } from '../kyc/kycSession';
import { identityPage } from '../kyc/steps/identity';
import { drawJpeg, idPhotos, inflateJpeg } from '../kyc/steps/jpeg';
import { expect, test } from '../support/fixtures';
import { mexicanMobile, nigerianMobile } from '../support/mobiles';
import type { SandboxClient } from '../support/sandbox';
import { countOf, jsonBody, recordApiRequests, routeApi, type ApiRequest } from './wire';

/** ID and face uploads (FAULTS F40, F41, F42) on `/auth/id_card_authentication`, order step 12. */

const BACK = '/user/upload/curp/back';
const FRONT = '/user/upload/curp/front';
const FACE = '/user/saveFaceImage';
const FINISH = '/user/finishUploadAllImg';

async function openIdStep(page: Page, sandbox: SandboxClient, market: 'ng' | 'mx', mobile: string) {
  await startKycAs(page, page.request, market, mobile, 'en');
  await sandbox.jumpToStep(mobile, 12);
  await page.goto('/#/auth/id_card_authentication');
  const id = identityPage(page, 'en');
  await id.seeHeading();
  return id;
}

/** Width and height from a JPEG's start-of-frame marker (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let i = 2; i + 9 < bytes.length; i += 1) {
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
  }
  return null;
}

test.describe('faults: ID and face uploads', () => {
  test('F40 a 12 MB 8000x6000 JPEG is downscaled on the phone before the multipart upload, without its EXIF', async ({
    page,
    sandbox,
  }, testInfo) => {
    test.setTimeout(90_000);
    const id = await openIdStep(page, sandbox, 'ng', nigerianMobile(testInfo));
    const camera = await drawJpeg(page, { width: 8000, height: 6000, label: 'ID BACK 8000x6000', quality: 0.92 });
    const huge = inflateJpeg(camera, 12 * 1024 * 1024, 'GPSLatitude=6.5244;GPSLongitude=3.3792');
    expect(huge.length).toBeGreaterThanOrEqual(12 * 1024 * 1024);
    expect(jpegSize(huge)).toEqual({ width: 8000, height: 6000 });

    const bodies: Buffer[] = [];
    await routeApi(page, BACK, async (route) => {
      bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      await route.fallback();
    });
    await id.picker(id.words.back).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: huge });
    await expect(id.status(id.words.back)).toHaveText(id.words.uploaded, { timeout: 30_000 });

    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body.length, 'the multipart body').toBeLessThan(1024 * 1024);
    const sent = jpegSize(body);
    expect(sent, 'a JPEG went in the multipart body').not.toBeNull();
    expect(Math.max(sent!.width, sent!.height)).toBeLessThanOrEqual(1280);
    expect(body.includes(Buffer.from('GPSLatitude')), 'EXIF location left the phone').toBe(false);
    await expect(id.picker(id.words.front)).toBeEnabled();
  });

  for (const file of [
    { kind: 'HEIC', name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1') },
    { kind: 'PDF', name: 'id-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1') },
  ]) {
    test(`F40 a ${file.kind} file is refused with a clear message and nothing is sent`, async ({ page, sandbox }, testInfo) => {
      const id = await openIdStep(page, sandbox, 'ng', nigerianMobile(testInfo));
      const seen = recordApiRequests(page);
      await id.picker(id.words.back).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
      await expect(page.getByRole('alert')).toHaveText(id.words.wrongType);
      // Still the back's turn: the borrower picks another photo.
      await expect(id.picker(id.words.back)).toBeEnabled();
      await expect(id.picker(id.words.front)).toBeDisabled();
      expect(countOf(seen, BACK)).toBe(0);
    });
  }

  test('F41 the front upload cut mid-request: only the front is sent again; finishUploadAllImg once, after all three', async ({
    page,
    sandbox,
  }, testInfo) => {
    const mobile = mexicanMobile(testInfo);
    const id = await openIdStep(page, sandbox, 'mx', mobile);
    const photos = await idPhotos(page);
    const seen = recordApiRequests(page);
    let cut = false;
    await routeApi(page, FRONT, async (route) => {
      if (cut) return route.fallback();
      cut = true;
      await route.abort('connectionreset');
    });

    await id.picker(id.words.back).setInputFiles(photos.back);
    await expect(id.status(id.words.back)).toHaveText(id.words.uploaded);
    await id.picker(id.words.front).setInputFiles(photos.front);
    await expect(page.getByRole('alert')).toBeVisible();
    // The back stays uploaded; the borrower re-sends the same front without picking it again.
    await expect(id.status(id.words.back)).toHaveText(id.words.uploaded);
    await page.getByRole('button', { name: id.words.retry }).click();
    await expect(id.status(id.words.front)).toHaveText(id.words.uploaded);
    await expect(page.getByText(id.words.curpRead)).toBeVisible();
    expect(countOf(seen, FINISH), 'no finish before the face').toBe(0);
    await id.picker(id.words.face).setInputFiles(photos.face);
    await expect.poll(() => new URL(page.url()).hash).toContain('/auth/loan_question');

    const uploads = (path: string) => seen.filter((r: ApiRequest) => r.path === path).length;
    expect(uploads(BACK), 'back uploads').toBe(1);
    expect(uploads(FRONT), 'front uploads (cut, then the retry)').toBe(2);
    expect(uploads(FACE), 'face uploads').toBe(1);
    expect(countOf(seen, FINISH), 'finishUploadAllImg').toBe(1);
    const order = seen.map((r) => r.path).filter((p) => [BACK, FRONT, FACE, FINISH].includes(p));
    expect(order.at(-1)).toBe(FINISH);
    const user = (await sandbox.getUser(mobile)) as { orders: { stepCode: number }[] };
    expect(user.orders[0]?.stepCode).toBe(17);
  });

  test('F42 the front cannot be picked before the back; a server without the back sends the borrower back to it', async ({
    page,
    sandbox,
  }, testInfo) => {
    const id = await openIdStep(page, sandbox, 'ng', nigerianMobile(testInfo));
    const photos = await idPhotos(page);
    await expect(id.picker(id.words.front)).toBeDisabled();
    await expect(id.status(id.words.front)).toHaveText(id.words.waiting);
    await expect(id.picker(id.words.face)).toBeDisabled();

    // The back "arrives" on the phone's side only: the real sandbox never stored it, so it refuses
    // the front with its ordering rule ("ID back uploaded before front").
    await routeApi(page, BACK, (route) => route.fulfill(jsonBody({ code: 0, msg: 'success', data: {} })));
    const seen = recordApiRequests(page);
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (seen.some((r) => r.url === response.url() && r.path === FRONT)) answers.push(await response.text());
    });
    await id.picker(id.words.back).setInputFiles(photos.back);
    await expect(id.status(id.words.back)).toHaveText(id.words.uploaded);
    await id.picker(id.words.front).setInputFiles(photos.front);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('We do not have the back of your ID. Please upload the back first, then the front.');
    await expect.poll(() => answers.join()).toContain('ID back uploaded before front');
    expect(await alert.evaluate((node) => node.children.length)).toBe(0); // text, not markup
    // Back to the back: sending the front again could only be refused again.
    await expect(id.picker(id.words.back)).toBeEnabled();
    await expect(id.picker(id.words.front)).toBeDisabled();
    await page.unroute(/\/(api|cou)\/[0-9a-f]+/);
    await id.picker(id.words.back).setInputFiles(photos.back);
    await expect(id.status(id.words.back)).toHaveText(id.words.uploaded);
    await id.picker(id.words.front).setInputFiles(photos.front);
    await expect(id.status(id.words.front)).toHaveText(id.words.uploaded);
  });
});
