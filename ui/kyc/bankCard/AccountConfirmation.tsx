import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bankCardMachine } from '../../../machines/bankCard/bankCard.machine';
import { selectAccountToConfirm, selectCanConfirmAccount } from '../../../machines/bankCard/bankCard.selectors';
import { Button } from '../../shared/Button';
import { FOCUS_LANDING } from '../../shared/focusLanding';

/**
 * The looked-up account before it is added: the holder name the bank gives (Nigeria) or the CLABE's
 * bank and branch (Mexico), with "Add this account" and "Change details".
 */
export function AccountConfirmation({ actor }: { actor: ActorRefFrom<typeof bankCardMachine> }) {
  const { i18n } = useLingui();
  const account = useSelector(actor, selectAccountToConfirm);
  const canConfirm = useSelector(actor, selectCanConfirmAccount);
  if (!account) return null;
  return (
    // Replaces Submit, which had the focus: reading goes on from the account to check.
    <section className="card" aria-label={i18n._(msg`Check your account`)} {...FOCUS_LANDING}>
      {account.accountName ? (
        <p>
          {i18n._(msg`Account name`)}: <strong data-testid="resolved-account-name">{account.accountName}</strong>
        </p>
      ) : null}
      <p>
        {i18n._(msg`Bank`)}: <strong data-testid="resolved-bank-name">{account.bankName}</strong>
        {account.branch ? ` · ${i18n._(msg`Branch`)}: ${account.branch}` : null}
      </p>
      <p>{i18n._(msg`Is this your account? The loan will be paid into it.`)}</p>
      <Button onClick={() => actor.send({ type: 'account.confirmed' })} disabled={!canConfirm}>
        {i18n._(msg`Add this account`)}
      </Button>
      <Button variant="secondary" onClick={() => actor.send({ type: 'account.changeRequested' })}>
        {i18n._(msg`Change details`)}
      </Button>
    </section>
  );
}
