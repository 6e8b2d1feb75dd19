import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { disclosureMachine } from '../../../machines/disclosure/disclosure.machine';
import {
  DISCLOSED_PERMISSIONS,
  selectCanAgree,
  selectIsChecking,
  selectIsDeclined,
  selectIsOpen,
  selectIsSaving,
  selectIsTicked,
  selectSaveFailed,
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

export type DisclosureActor = ActorRefFrom<typeof disclosureMachine>;

/**
 * The permissions disclosure (SPEC section 6), the one consent for device data: the borrower must
 * tick the agreement to continue. Declining explains why it is asked and offers it again.
 */
export function DisclosureDialog({ actor }: { actor: DisclosureActor }) {
  const { i18n } = useLingui();
  const checking = useSelector(actor, selectIsChecking);
  const open = useSelector(actor, selectIsOpen);
  const saving = useSelector(actor, selectIsSaving);
  const declined = useSelector(actor, selectIsDeclined);
  const ticked = useSelector(actor, selectIsTicked);
  const canAgree = useSelector(actor, selectCanAgree);
  const saveFailed = useSelector(actor, selectSaveFailed);
  const dialog = useRef<HTMLDivElement>(null);
  const shown = open && !checking && !declined;
  // It takes the focus when it opens, so a screen reader reads it first. Not modal (no aria-modal):
  // it sits in the screen, whose heading and tabs stay in reach, and Not now closes it.
  useEffect(() => {
    if (shown) dialog.current?.focus();
  }, [shown]);
  if (checking) return <p role="status">{i18n._(msg`Checking your permissions…`)}</p>;
  if (declined) {
    return (
      <div className="card">
        <p>
          {i18n._(
            msg`Without these permissions we cannot check your application automatically. Nothing is read from your phone. You can review them again when you are ready.`,
          )}
        </p>
        <Button onClick={() => actor.send({ type: 'disclosure.opened' })}>{i18n._(msg`Review permissions`)}</Button>
      </div>
    );
  }
  if (!open) return null;
  return (
    <div ref={dialog} tabIndex={-1} role="dialog" aria-labelledby="disclosure-title" className="card">
      <h2 id="disclosure-title">{i18n._(msg`Permissions we ask for`)}</h2>
      <ul>
        {DISCLOSED_PERMISSIONS.map((permission) => (
          <li key={permission}>{i18n._(PERMISSION_TEXT[permission])}</li>
        ))}
      </ul>
      <label>
        <input
          type="checkbox"
          checked={ticked}
          disabled={saving}
          onChange={() => actor.send({ type: 'disclosure.agreementToggled' })}
        />
        {i18n._(msg`I have read and agree to the use of these permissions`)}
      </label>
      {saveFailed ? (
        <p role="alert" className="request-error">
          {i18n._(msg`Your answer could not be saved. Check your connection and try again.`)}
        </p>
      ) : null}
      <Button disabled={!canAgree} busy={saving} onClick={() => actor.send({ type: 'disclosure.accepted' })}>
        {i18n._(msg`I agree`)}
      </Button>
      <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'disclosure.dismissed' })}>
        {i18n._(msg`Not now`)}
      </Button>
    </div>
  );
}
