import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { UPLOAD_FLAGS } from '../../../machines/dataUpload/dataUpload.types';
import { DataUploadView } from '../../../ui/loan/waiting/FinishLoadingScreen';
import dataUploadFlows from '../../flows/machines/dataUpload.flows';
import { describeViewFlows } from '../../flows/views';
import { renderLoanElement } from './renderLoan';

/** What `/finish_loading` shows at each state of the device-data upload; consent is the disclosure's slot. */
let finished = 0;
const CONSENT = 'the permissions disclosure';

const progressShown = () => expect(screen.getByRole('progressbar', { name: 'Device data' })).toBeVisible();
const waysOut = (retry: boolean) => {
  expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Contact customer services' })).toBeEnabled();
};

describeViewFlows(dataUploadFlows, {
  render: (actor) => {
    finished = 0;
    return renderLoanElement(
      <DataUploadView actor={actor} consent={<p>{CONSENT}</p>} consentDeclined onFinished={() => (finished += 1)} />,
    );
  },
  drive: {
    'upload.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'upload.continueRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Continue' })),
    'upload.supportRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Contact customer services' })),
  },
  stateAssertions: {
    idle: () => {
      expect(screen.queryByText(CONSENT)).toBeNull();
      progressShown();
    },
    // Transient: left at once.
    deciding: () => {},
    awaitingConsent: () => {
      // Nothing is collected: the disclosure asks, and (declined) the borrower may go on without.
      expect(screen.getByText(CONSENT)).toBeVisible();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    },
    checkingEnabled: progressShown,
    checkingStatus: progressShown,
    collecting: progressShown,
    waiting: ({ snapshot }) => {
      progressShown();
      const done = UPLOAD_FLAGS.filter((flag) => snapshot.context.flags[flag]).length;
      expect(screen.getByRole('status')).toHaveTextContent(`${done} of 6 done`);
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    },
    polling: progressShown,
    stalled: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('This is taking longer than expected');
      waysOut(true);
    },
    failed: () => {
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      waysOut(true);
    },
    done: () => expect(finished).toBe(1),
  },
});
