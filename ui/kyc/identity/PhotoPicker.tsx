import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { SlotStatus } from '../../../machines/identity/identity.selectors';

interface Props {
  label: string;
  status: SlotStatus;
  /** The face is taken with the front camera (`capture="user"`). */
  selfie?: boolean;
  onPicked: (file: Blob) => void;
}

/** One photo of the step: a file input enabled only when it is this photo's turn. */
export function PhotoPicker({ label, status, selfie = false, onPicked }: Props) {
  const { i18n } = useLingui();
  const statusText = {
    locked: msg`Waiting for the previous photo`,
    ready: msg`Take or choose a photo`,
    busy: msg`Sending…`,
    uploaded: msg`Uploaded`,
  }[status];
  return (
    <div className="card">
      <label>
        {label}
        <input
          type="file"
          accept="image/*"
          capture={selfie ? 'user' : undefined}
          disabled={status !== 'ready'}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onPicked(file);
          }}
        />
      </label>
      <p aria-live="polite">{i18n._(statusText)}</p>
    </div>
  );
}
