import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createDataUploadActors } from '../../../machines/dataUpload/dataUpload.actors';
import type { AppServices } from '../../../services/appServices';

const flags = { appList: false, sms: false, exif: true, device: false, contact: false, location: false };

describe('data upload actors', () => {
  it("timeSDK carries the borrower's id as the session knows it when the collection starts, and logs sdk6_call", async () => {
    let sessionUserId = ''; // a wrapper's token: who the borrower is comes a moment later
    const timeSDK = vi.fn(async () => ({ kind: 'result' as const, code: 1 as const }));
    const logEventByAF = vi.fn();
    const services = { bridge: { timeSDK, logEventByAF } } as unknown as AppServices;
    const actors = createDataUploadActors(services, () => sessionUserId);
    sessionUserId = 'U42';
    const outcome = await toPromise(createActor(actors.startCollection, { input: { orderNo: 'NO1', flags } }).start());
    expect(outcome).toBe('started');
    expect(timeSDK).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'NO1', userId: 'U42', flags }));
    expect(logEventByAF).toHaveBeenCalledWith('sdk6_call');
  });
});
