import { Trans } from '@lingui/react/macro';

/**
 * FAULTS F28: the approved offer was cancelled by the server after 24 h. Said plainly, with what
 * the borrower keeps: the profile is on file, so a new application skips the forms.
 */
export function OfferExpiredNotice() {
  return (
    <p className="notice" role="alert">
      <Trans>Your offer expired: it was valid for 24 hours. Your profile is saved, so you can apply again without filling it in.</Trans>
    </p>
  );
}
