import { ClockSkewNotice } from './ClockSkewNotice';
import { LeavePrompt } from './LeavePrompt';
import { OfflineScreen } from './OfflineScreen';
import { RetryAfterNotice } from './RetryAfterNotice';
import './frameNotices.css';

/** The frame's notices about the network and about leaving a screen; lazy, with the other frame parts. */
export function FrameNotices() {
  return (
    <>
      <OfflineScreen />
      <div className="frame-notices">
        <ClockSkewNotice />
        <RetryAfterNotice />
      </div>
      <LeavePrompt />
    </>
  );
}
