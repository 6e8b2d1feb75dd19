import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createIdentityActors } from '../../machines/identity/identity.actors';
import type { AppServices } from '../../services/appServices';
import { endpoints } from '../../services/api/endpoints';
import { ImageTooLargeError } from '../../services/images/downscaleImage';

function servicesAnswering(data: unknown) {
  const call = vi.fn(async (..._args: unknown[]) => ({ ok: true as const, data }));
  return { services: { api: { call } } as unknown as AppServices, call };
}

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });

async function run<T>(logic: Parameters<typeof createActor>[0], input?: unknown): Promise<T> {
  return (await toPromise(createActor(logic, { input }).start())) as T;
}

describe('identity actors', () => {
  it('sends the downscaled photo, and words an over-limit photo as too large instead of failing', async () => {
    const small = new Blob(['small'], { type: 'image/jpeg' });
    const { services } = servicesAnswering({});
    const fitting = createIdentityActors(services, async () => small);
    expect(await run(fitting.prepareImage, { file: photo })).toEqual({ ok: true, file: small });
    const huge = createIdentityActors(services, async () => {
      throw new ImageTooLargeError('too large');
    });
    expect(await run(huge.prepareImage, { file: photo })).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('uploads each slot to its own multipart endpoint as the `file` field', async () => {
    const { services, call } = servicesAnswering({});
    const actors = createIdentityActors(services, async (file) => file);
    await run(actors.uploadImage, { slot: 'back', file: photo });
    await run(actors.uploadImage, { slot: 'front', file: photo });
    await run(actors.uploadImage, { slot: 'face', file: photo });
    expect(call.mock.calls.map((c) => c[0])).toEqual([
      endpoints.kyc.uploadCurpBack,
      endpoints.kyc.uploadCurpFront,
      endpoints.kyc.saveFaceImage,
    ]);
    expect(call.mock.calls[0]?.[1]).toEqual({ files: { file: photo } });
  });

  it('an OCR answer without a CURP is a failed read, not a success with nothing in it', async () => {
    for (const data of [{}, { curp: '' }, { curp: '   ', name: 'ANA' }]) {
      const actors = createIdentityActors(servicesAnswering(data).services, async (file) => file);
      expect(await run(actors.readCurp)).toEqual({ ok: false, code: -1, msg: '' });
    }
  });

  it('reads the CURP and name from the OCR answer', async () => {
    const { services } = servicesAnswering({ curp: 'GOMA900517MDFRRN03', name: 'ANA' });
    const actors = createIdentityActors(services, async (file) => file);
    expect(await run(actors.readCurp)).toEqual({ ok: true, result: { curp: 'GOMA900517MDFRRN03', name: 'ANA' } });
  });
});
