import { Trans } from '@lingui/react/macro';
import { useAreaCatalog } from '../../app/i18n';
import { useMarket } from '../../app/useMarket';
import { Screen } from '../common/Screen';

/** Privacy policy: what the permissions disclosure asks for (SPEC section 6), why, and for how long. */
export default function PrivacyPolicyScreen() {
  useAreaCatalog('support');
  const { appName, supportEmail } = useMarket();
  return (
    <Screen title={<Trans>Privacy policy</Trans>} as="article" className="legal">
      <p>
        <Trans>
          This policy explains what {appName} collects when you use the app, why we need it and what you can do about it. We only ask
          for data after you have read the permissions notice and ticked that you agree.
        </Trans>
      </p>
      <h2>
        <Trans>What we collect and why</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Your profile: name, gender, date of birth, national ID number, address, education, marital status, work and income, and
            two emergency contacts you choose. We use it to confirm who you are and to assess your application.
          </Trans>
        </li>
        <li>
          <Trans>Your bank account or card, to send you the loan and to receive repayments.</Trans>
        </li>
        <li>
          <Trans>
            Contacts: only the two emergency contacts you pick one at a time. We do not read your whole address book.
          </Trans>
        </li>
        <li>
          <Trans>
            SMS: only financial messages (from banks and lenders), to estimate your income and repayments. Personal conversations are
            never read.
          </Trans>
        </li>
        <li>
          <Trans>Installed apps: the list of financial apps on your phone, to assess credit risk and prevent fraud.</Trans>
        </li>
        <li>
          <Trans>Location: the approximate area where you apply, to prevent fraud and to serve your region.</Trans>
        </li>
        <li>
          <Trans>
            Storage, camera and image files: to take or choose the photos of your ID, your face check and payment receipts you send us.
            Photo location data is removed before upload.
          </Trans>
        </li>
        <li>
          <Trans>Device information: model, system version and identifiers, to keep your account safe on a known device.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          If your application is not approved, your data is deleted after 1 week. Borrowers' data is kept while the loan is open and
          afterwards only as long as the law requires.
        </Trans>
      </p>
      <h2>
        <Trans>Who sees it</Trans>
      </h2>
      <p>
        <Trans>
          We never sell your data. We share it only with the partners needed to run the loan (payment providers, credit bureaus,
          identity checks) and with authorities when the law requires it. Marketplace partners receive your data only when you apply
          to their product.
        </Trans>
      </p>
      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can refuse a permission; some checks then take longer or need manual steps. You can ask to see, correct or delete your
          data by writing to {supportEmail}. We answer from 9:00 to 18:00.
        </Trans>
      </p>
    </Screen>
  );
}
