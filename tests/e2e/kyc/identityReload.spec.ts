import { expect, test } from '../support/fixtures';
import { mexicanMobile } from '../support/mobiles';
import { countOf, recordApiRequests } from '../faults/wire';
import { startKycAs } from './kycSession';
import { identityPage } from './steps/identity';
import { idPhotos } from './steps/jpeg';

const BACK = '/user/upload/curp/back';
const FRONT = '/user/upload/curp/front';
const FACE = '/user/saveFaceImage';

test('F26 a reload before the selfie: the ID sides the server has are not asked for again, and the step finishes', async ({ page, request, sandbox }, testInfo) => {
  const mobile = mexicanMobile(testInfo);
  await startKycAs(page, request, 'mx', mobile, 'en');
  await sandbox.jumpToStep(mobile, 12);
  const seen = recordApiRequests(page);
  await page.goto('/#/auth/id_card_authentication');
  const id = identityPage(page, 'en');
  const w = id.words;
  const photos = await idPhotos(page);
  await id.picker(w.back).setInputFiles(photos.back);
  await expect(id.status(w.back)).toHaveText(w.uploaded);
  await id.picker(w.front).setInputFiles(photos.front);
  await expect(page.getByText(w.curpRead)).toBeVisible();
  await expect(id.picker(w.face)).toBeEnabled();

  await page.reload(); // the WebView dropped the page while the camera app was open
  await id.seeHeading();
  await expect(page.getByText('The photos you sent before the page reloaded were received', { exact: false })).toBeVisible();
  await expect(id.status(w.back)).toHaveText(w.uploaded);
  await expect(id.status(w.front)).toHaveText(w.uploaded);
  await expect(id.picker(w.back)).toBeDisabled();
  await id.picker(w.face).setInputFiles(photos.face);

  // The order left the ID step (12): the app follows it to the next one.
  await expect(page).not.toHaveURL(/id_card_authentication/);
  const user = (await sandbox.getUser(mobile)) as unknown as { orders: { stepCode: number }[] };
  expect(user.orders.at(-1)?.stepCode).not.toBe(12);
  expect([countOf(seen, BACK), countOf(seen, FRONT), countOf(seen, FACE)]).toEqual([1, 1, 1]);
});
