import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { UPLOAD_FLAGS } from '../../../machines/dataUpload/dataUpload.types';
import { DataUploadView } from '../../../ui/loan/waiting/FinishLoadingScreen';
import dataUploadFlows from '../../flows/machines/dataUpload.flows';
import { describeViewFlows } from '../../flows/views';
import { renderLoanElement } from './renderLoan';

/** What `/finish_loading` shows at each state of the device-data upload; consent is the disclosure's slot. */
const CONSENT = 'the permissions disclosure';

const progressShown = () => expect(screen.getByRole('progressbar', { name: 'Device data' })).toBeVisible();
const button = (name: string) => screen.queryByRole('button', { name });
const waysOut = ({ retry, go }: { retry: boolean; go: boolean }) => {
  expect(button('Try again') !== null).toBe(retry);
  expect(button('Continue') !== null).toBe(go);
  expect(screen.getByRole('button', { name: 'Contact customer services' })).toBeEnabled();
};
const leaving = () => {
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.queryByRole('button')).toBeNull();
};

describeViewFlows(dataUploadFlows, {
  render: (actor) => renderLoanElement(<DataUploadView actor={actor} consent={<p>{CONSENT}</p>} />),
  drive: {
    'upload.retryRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'upload.continueRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Continue' })),
    'upload.supportRequested': ({ user }) => user.click(screen.getByRole('button', { name: 'Contact customer services' })),
  },
  stateAssertions: {
    // Transient: left at once.
    deciding: () => {},
    // Nothing is collected while the disclosure asks; only after "Not now" may the borrower go on without.
    'awaitingConsent.asking': () => {
      expect(screen.getByText(CONSENT)).toBeVisible();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(button('Continue')).toBeNull();
    },
    'awaitingConsent.declined': () => {
      expect(screen.getByText(CONSENT)).toBeVisible();
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
      waysOut({ retry: true, go: true });
    },
    failed: ({ snapshot }) => {
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      waysOut({ retry: true, go: true });
      if (snapshot.context.error?.kind === 'collectionFailed') {
        // F36: the phone refused; the wrapper does not say which permission, so name what the missing data needs.
        expect(screen.getByRole('alert')).toHaveTextContent('Your phone could not collect the data');
        expect(
          screen.getByText('SwiftCash needs these permissions: Installed apps, SMS, Photos and media, Phone (device information), Contacts, and Location.'),
        ).toBeVisible();
        expect(screen.getByText(/open Android Settings > Apps > SwiftCash > Permissions, then tap Try again/)).toBeVisible();
      } else {
        expect(screen.queryByText(/Android Settings/)).toBeNull();
      }
    },
    followingOrder: leaving,
    // The upload has ended: only reading where to go failed, so no going on without it, and no second collection.
    followFailed: () => {
      // The flows' reader fails with a plain error: a fault of unknown kind.
      expect(screen.getByRole('alert')).toHaveTextContent('Request failed, try again');
      waysOut({ retry: true, go: false });
    },
    done: leaving,
  },
});
