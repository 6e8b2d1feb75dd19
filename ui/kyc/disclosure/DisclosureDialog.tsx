import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';
import {
  DISCLOSED_PERMISSIONS,
  selectCanContinue,
  selectIsOpen,
  selectIsTicked,
} from '../../../machines/disclosure/disclosure.selectors';
import type { DisclosedPermission } from '../../../machines/disclosure/disclosure.types';
import { Button } from '../../shared/Button';

const PERMISSION_TEXT: Record<DisclosedPermission, MessageDescriptor> = {
  contacts: msg`Contacts: to verify your emergency contacts`,
  sms: msg`SMS: financial messages only, to assess your credit`,
  installedApps: msg`Installed apps: to assess your credit and prevent fraud`,
  location: msg`Location: to confirm you are in our service area`,
  storage: msg`Storage: to save and upload your documents`,
  camera: msg`Camera: to photograph your ID and take a selfie`,
  imageFiles: msg`Image files: to choose photos of your ID`,
  deviceInfo: msg`Device information: to protect your account`,
};

/**
 * The permissions disclosure (SPEC section 6) over whatever runs underneath; the borrower must tick
 * the agreement to continue. Give it the disclosure actor; its acceptance is the consent.
 */
export function DisclosureDialog({ actor }: { actor: ActorRefFrom<typeof disclosureMachine> }) {
  const { i18n } = useLingui();
  const open = useSelector(actor, selectIsOpen);
  const ticked = useSelector(actor, selectIsTicked);
  const canContinue = useSelector(actor, selectCanContinue);
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="disclosure-title" className="card">
      <h2 id="disclosure-title">{i18n._(msg`Permissions we ask for`)}</h2>
      <ul>
        {DISCLOSED_PERMISSIONS.map((permission) => (
          <li key={permission}>{i18n._(PERMISSION_TEXT[permission])}</li>
        ))}
      </ul>
      <label>
        <input type="checkbox" checked={ticked} onChange={() => actor.send({ type: 'disclosure.agreementToggled' })} />
        {i18n._(msg`I have read and agree to the use of these permissions`)}
      </label>
      <Button disabled={!canContinue} onClick={() => actor.send({ type: 'disclosure.accepted' })}>
        {i18n._(msg`Continue`)}
      </Button>
      <Button variant="secondary" onClick={() => actor.send({ type: 'disclosure.dismissed' })}>
        {i18n._(msg`Not now`)}
      </Button>
    </div>
  );
}
