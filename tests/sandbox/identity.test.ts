import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { encodeRequest } from '../../services/protocol/envelope';
import { callApi, PACKAGE_NAME, signUp, type LooseJson } from './apiClient';
import { control } from './control';
import { isValidCurp } from '../../services/validation/curp';
import { samplePersonalFields } from '../../sandbox/orders/sampleKyc';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
let sb: Sandbox;

beforeAll(async () => {
  sb = await createSandbox({ dataDir: 'memory://' });
});
afterAll(async () => {
  await sb.close();
});

/** A multipart upload the way the app's client sends it: the file plus the encrypted payload field. */
async function upload(path: string, token: string, file: Blob) {
  const encoded = encodeRequest({ path, payload: {}, packageName: PACKAGE_NAME, nowMs: Date.now() });
  const form = new FormData();
  form.append('file', file, 'photo.jpg');
  form.append(encoded.field, encoded.encryptedPayload);
  const response = await sb.app.request(`/api/${encoded.encryptedPath}`, {
    method: 'POST',
    headers: { packageName: PACKAGE_NAME, appName: 'Test', afid: 'afid-1', lang: 'en', Authorization: token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: LooseJson };
}

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });

async function borrowerAtStep12(mobile: string) {
  const token = await signUp(sb.app, mobile);
  await control(sb.app, 'POST', `/sandbox/users/${mobile}/order`, { stepCode: 12 });
  return token;
}

describe('ID and face uploads', () => {
  it('takes the back before the front, reads the CURP, and finishUploadAllImg moves the order past step 12', async () => {
    const token = await borrowerAtStep12('08031120001');
    const frontFirst = await upload('/user/upload/curp/front', token, jpeg());
    expect(frontFirst.code).toBe(1402);

    const early = await callApi(sb.app, '/user/curp/ocr', {}, { token });
    expect(early).toMatchObject({ code: 1403, msg: 'OCR failed, restart authentication' });

    expect((await upload('/user/upload/curp/back', token, jpeg())).code).toBe(0);
    expect((await upload('/user/upload/curp/front', token, jpeg())).code).toBe(0);
    const ocr = await callApi(sb.app, '/user/curp/ocr', {}, { token });
    expect(ocr.code).toBe(0);
    expect(ocr.data).toMatchObject({ curp: expect.stringMatching(/^[A-Z0-9]{18}$/), name: expect.any(String) });
    // What the ID step shows as read from the card passes the app's own CURP check (the bank card asks for it).
    expect(isValidCurp(ocr.data.curp)).toBe(true);

    const noFace = await callApi(sb.app, '/user/finishUploadAllImg', {}, { token });
    expect(noFace).toMatchObject({ code: 1406, msg: 'identity verification failed, keep card clear' });

    expect((await upload('/user/saveFaceImage', token, jpeg())).code).toBe(0);
    const finished = await callApi(sb.app, '/user/finishUploadAllImg', {}, { token });
    expect(finished.code).toBe(0);
    expect(finished.data.stepCode).not.toBe(12);
  });

  it("reads the Mexican borrower's own CURP (the one saved with additional info) and name, not a stranger's", async () => {
    const mobile = '5512340121';
    const { data } = await callApi<{ token: string }>(sb.app, '/security/register', { mobile, verifyCode: '123456', market: 'mx' });
    const token = data.token;
    await control(sb.app, 'POST', `/sandbox/users/${mobile}/order?market=mx`, { stepCode: 6 });
    expect((await callApi(sb.app, '/user/saveBasicInfo', samplePersonalFields('mx'), { token })).data.stepCode).toBe(11);
    const additionalInfo = {
      loanPurpose: 'education', companyName: 'Acme SA', companyPhone: '5512345678', designation: 'Engineer',
      workAddress: 'Av. Reforma 222, Juárez', curp: 'beml920313hmclns09',
    };
    expect((await callApi(sb.app, '/user/submit', { additionalInfo }, { token })).data.stepCode).toBe(12);
    expect((await upload('/user/upload/curp/back', token, jpeg())).code).toBe(0);
    expect((await upload('/user/upload/curp/front', token, jpeg())).code).toBe(0);
    const ocr = await callApi(sb.app, '/user/curp/ocr', {}, { token });
    expect(ocr).toMatchObject({ code: 0, data: { curp: 'BEML920313HMCLNS09', name: 'MARIA LOPEZ' } });
  });

  it('refuses an empty photo with the recognition message', async () => {
    const token = await borrowerAtStep12('08031120002');
    const empty = await upload('/user/upload/curp/back', token, new Blob([], { type: 'image/jpeg' }));
    expect(empty).toMatchObject({ code: 1405, msg: 'front/back ID recognition failed, re-upload' });
    const face = await upload('/user/saveFaceImage', token, new Blob([], { type: 'image/jpeg' }));
    expect(face).toMatchObject({ code: 1404, msg: 'face recognition failed, retry' });
  });

  it('refuses a file that is not a JPEG, PNG or WebP photo, as the app never sends one (F40)', async () => {
    const token = await borrowerAtStep12('08031120003');
    const pdf = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' });
    expect(await upload('/user/upload/curp/back', token, pdf)).toMatchObject({ code: 1405 });
    expect(await upload('/user/saveFaceImage', token, pdf)).toMatchObject({ code: 1404 });
  });
});
