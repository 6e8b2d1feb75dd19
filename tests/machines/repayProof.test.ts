import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { repaymentProofKeyActions, repaymentProofMachine } from '../../machines/repaymentProof/repaymentProof.machine';
import type { PreparedImage, SubmitProofOutcome, VouchersOutcome } from '../../machines/repaymentProof/repaymentProof.types';
import { ApiFault } from '../../services/api/result';
import { sequentialKeys } from './sequentialKeys';

const receipt = (name: string) => new Blob([name], { type: 'image/jpeg' });

describe('repayment proof keys', () => {
  it('a retry after a fault replays the proof\'s key; the next proof is a new intent with a new key', async () => {
    const sent: Array<{ orderNo: string; image: Blob; idempotencyKey: string }> = [];
    const actor = createActor(
      repaymentProofMachine.provide({
        actors: {
          loadVouchers: fromPromise(async (): Promise<VouchersOutcome> => ({ ok: true, vouchers: [] })),
          prepareImage: fromPromise(async ({ input }: { input: { file: Blob } }): Promise<PreparedImage> => ({ ok: true, image: input.file })),
          submitProof: fromPromise(async ({ input }: { input: { orderNo: string; image: Blob; idempotencyKey: string } }): Promise<SubmitProofOutcome> => {
            sent.push(input);
            if (sent.length === 1) throw new ApiFault('timeout', '/repay/upload/user/voucher');
            return { ok: true };
          }),
        },
        actions: repaymentProofKeyActions(sequentialKeys('proof')),
      }),
      { input: { orderNo: 'LN1' } },
    ).start();
    const [first, second] = [receipt('first'), receipt('second')];
    const submit = async (file: Blob, retries = 0) => {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'proof.fileChosen', file });
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        await waitFor(actor, (s) => s.matches('chosen'));
        actor.send({ type: 'proof.submitted' });
      }
      await waitFor(actor, (s) => s.matches('ready') && s.context.submitted);
    };

    await submit(first, 1);
    await submit(second);
    expect(sent.map((s) => [s.image, s.idempotencyKey])).toEqual([
      [first, 'proof-1'],
      [first, 'proof-1'],
      [second, 'proof-2'],
    ]);
  });
});
