import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dataUploadMachine, uploadDisclosure } from '../../../machines/dataUpload/dataUpload.machine';
import type { EnableOutcome, FollowOutcome } from '../../../machines/dataUpload/dataUpload.types';
import type { ConsentRecord } from '../../../machines/disclosure/disclosure.types';
import { ApiFault } from '../../../services/api/result';
import { DataUploadView } from '../../../ui/loan/waiting/FinishLoadingScreen';
import { renderLoan } from './renderLoan';

/** `/finish_loading` after the disclosure was accepted before, with the upload's first check answering `enabled`. */
function uploadWhere(enabled: () => Promise<EnableOutcome>, follow: () => Promise<FollowOutcome> = async () => ({ kind: 'home', path: '/', reason: 'noOrder' })) {
  const machine = dataUploadMachine.provide({
    actors: {
      disclosure: uploadDisclosure.provide({
        actors: {
          fetchConsent: fromPromise<ConsentRecord, void>(async () => ({ accepted: true })),
          recordConsent: fromPromise<void, void>(async () => undefined),
        },
      }),
      checkUploadEnabled: fromPromise(enabled),
      followLatestOrder: fromPromise(follow),
    },
    actions: { openSupport: () => undefined, navigateTo: () => undefined },
  });
  const actor = createActor(machine, { input: { orderNo: 'NO1', collectionEnabled: true } }).start();
  renderLoan(<DataUploadView actor={actor} consent={null} />);
}

describe('/finish_loading: why the upload stopped, in the words of what happened', () => {
  it.each([
    ['timeout', new ApiFault('timeout', '/time/upload/enable'), 'Request timed out'],
    ['offline', new ApiFault('offline', '/time/upload/enable'), 'You appear to be offline'],
    ['HTTP 503', new ApiFault('http', '/time/upload/enable', 503), 'Request failed, try again'],
  ])('a check that fails (%s) says so, never "Network failed" for every fault', async (_, fault, words) => {
    uploadWhere(() => Promise.reject(fault));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it("a check the server refuses shows the server's words", async () => {
    uploadWhere(async () => ({ kind: 'refused', code: 1103, msg: 'Order is being reviewed, try later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order is being reviewed, try later');
  });

  it('a refusal without words asks to try again', async () => {
    uploadWhere(async () => ({ kind: 'refused', code: 1103, msg: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request failed, try again');
  });

  it('the way on that could not be read after the upload says its fault too', async () => {
    uploadWhere(
      async () => ({ kind: 'disabled' }),
      () => Promise.reject(new ApiFault('timeout', '/loan/loan-order/latest')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timed out');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('/finish_loading: one status line, there from the start', () => {
  it('the progress and then "Loading…" are said in the same line, so a screen reader reads each as it comes', async () => {
    let answer: (outcome: EnableOutcome) => void = () => undefined;
    uploadWhere(
      () => new Promise<EnableOutcome>((resolve) => (answer = resolve)),
      () => new Promise<FollowOutcome>(() => undefined),
    );
    const line = await screen.findByText('Checking your device data: 0 of 6 done.');
    answer({ kind: 'disabled' });
    expect(await screen.findByText('Loading…')).toBe(line);
  });
});
