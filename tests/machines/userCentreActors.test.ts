import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createUserCentreActors } from '../../machines/userCentre/userCentre.actors';
import type { ApiClient } from '../../services/api/client';
import { markets } from '../../services/markets/markets';
import { createLocalStore, createMemoryBackend } from '../../services/storage/localStore';

function centre(stored: Record<string, string>) {
  const call = vi.fn(async () => ({ ok: true, data: { activated: false } }));
  const actors = createUserCentreActors({ api: { call } as unknown as ApiClient, store: createLocalStore(createMemoryBackend(stored)), market: markets.ng });
  const checkActivation = async () => (await waitFor(createActor(actors.checkActivation).start(), (s) => s.status === 'done')).output;
  return { call, checkActivation };
}

describe("the device's activation, checked on Me", () => {
  it('is checked for a signed-in device the wrapper named (its afid)', async () => {
    const { call, checkActivation } = centre({ token: 'token-1', afid: 'dev-1' });
    expect(await checkActivation()).toEqual({ activated: false });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/device/check-activation' }), { afid: 'dev-1' }, expect.anything());
  });

  it('is left alone without an afid: nothing names the device, so it would be activated again on every visit', async () => {
    const { call, checkActivation } = centre({ token: 'token-1' });
    expect(await checkActivation()).toEqual({ activated: true });
    expect(call).not.toHaveBeenCalled();
  });
});
