import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { SlotStatus } from '../../../machines/identity/identity.selectors';
import { FilePicker } from '../../shared/FilePicker';

interface Props {
  label: string;
  status: SlotStatus;
  /** The face is taken with the front camera (`capture="user"`). */
  selfie?: boolean;
  /** Id of the step's error, while there is one. */
  describedBy?: string;
  onPicked: (file: Blob) => void;
}

/** One photo of the step: a picker enabled only when it is this photo's turn. */
export function PhotoPicker({ label, status, selfie = false, describedBy, onPicked }: Props) {
  const { i18n } = useLingui();
  // The page cannot see the camera permission: a selfie picker that closes empty may be a refused
  // camera (FAULTS F36). Say how to allow it; the picker opens again only when tapped (no loop).
  const [closedEmpty, setClosedEmpty] = useState(false);
  const statusId = useId();
  const hintId = useId();
  const cameraHint = closedEmpty && status === 'ready';
  // The picker just used went disabled with the focus (Chromium drops it to the page): when it is
  // this photo's turn, the focus comes here, so a screen reader reads the next photo to take.
  const box = useRef<HTMLDivElement>(null);
  const wasReady = useRef(status === 'ready');
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (status === 'ready' && !wasReady.current && lost) box.current?.querySelector('input')?.focus();
    wasReady.current = status === 'ready';
  }, [status]);
  const statusText = {
    locked: msg`Waiting for the previous photo`,
    ready: selfie
      ? msg`Your turn: your face in good light, without glasses or a hat`
      : msg`Your turn: a sharp photo in good light, the whole card in the frame`,
    busy: msg`Sending…`,
    uploaded: msg`Uploaded`,
  }[status];
  return (
    <div className="card" ref={box}>
      <FilePicker
        label={label}
        action={i18n._(selfie ? msg`Take a selfie` : msg`Choose a photo`)}
        accept="image/*"
        capture={selfie ? 'user' : undefined}
        disabled={status !== 'ready'}
        // The step's error first, then the status line, which says why a locked picker is locked.
        describedBy={[describedBy, statusId, cameraHint ? hintId : null].filter(Boolean).join(' ')}
        onFile={(file) => {
          setClosedEmpty(false);
          onPicked(file);
        }}
        onCancel={selfie ? () => setClosedEmpty(true) : undefined}
      />
      <p id={statusId} aria-live="polite">{i18n._(statusText)}</p>
      {/* Always there (empty until needed): a live region inserted together with its text is often not read. */}
      {selfie ? (
        <p id={hintId} role="status">
          {cameraHint
            ? i18n._(
                msg`No photo was taken. If the camera did not open, allow it for this app in your phone's Settings > Apps > Permissions, then tap Take a selfie again.`,
              )
            : null}
        </p>
      ) : null}
    </div>
  );
}
