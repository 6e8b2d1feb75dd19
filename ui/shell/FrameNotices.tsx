import { NetworkNoticesContext, type NetworkNotices } from '../app/networkNotices';
import { ClockSkewNotice } from './ClockSkewNotice';
import { LeavePrompt } from './LeavePrompt';
import { OfflineScreen } from './OfflineScreen';
import { RetryAfterNotice } from './RetryAfterNotice';
import './frameNotices.css';

/** The frame's notices about the network and about leaving a screen; lazy, with the other frame parts. */
export function FrameNotices({ notices }: { notices: NetworkNotices }) {
  return (
    <NetworkNoticesContext value={notices}>
      <OfflineScreen />
      <div className="frame-notices">
        <ClockSkewNotice />
        <RetryAfterNotice />
      </div>
      <LeavePrompt />
    </NetworkNoticesContext>
  );
}
