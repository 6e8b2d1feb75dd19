import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { expectOwnBack, leaveReason, takeOwnBack, type LeaveReason } from '../app/leaveGuard';
import { Button } from '../shared/Button';
import { inertOutside } from './holdInert';

/** The Navigation API where the WebView has it (Chrome 102+): tells a Back from a new hash. */
interface NavigateEventLike extends Event {
  navigationType: string;
  destination: { index: number };
}
interface NavigationLike extends EventTarget {
  currentEntry: { index: number } | null;
}
const navigation = (window as { navigation?: NavigationLike }).navigation;

const control = { restoring: false, back: false };
let ask: ((reason: LeaveReason) => void) | null = null;

navigation?.addEventListener('navigate', (event) => {
  const { navigationType, destination } = event as NavigateEventLike;
  control.back = navigationType === 'traverse' && destination.index < (navigation.currentEntry?.index ?? 0);
});

/**
 * Registered when this chunk is evaluated, which is before the first render: listeners on the
 * window run in the order they were added, so this one runs before the router's and can keep a
 * Back from reaching it.
 */
window.addEventListener('popstate', (event) => {
  if (control.restoring) {
    control.restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  // Without the Navigation API, a new hash has no router state and a traversal has.
  const isBack = navigation ? control.back : event.state !== null;
  // A Back the app makes itself (the prompt's Leave, a wizard's on-screen Back) is let through.
  const own = takeOwnBack();
  const reason = ask && isBack && !own ? leaveReason() : null;
  if (!reason) return;
  event.stopImmediatePropagation();
  control.restoring = true;
  window.history.go(1); // the address bar shows this screen again while the borrower decides
  ask?.(reason);
});

/**
 * Android Back is a hash-history traversal (FAULTS F8, F25). While a screen's machine is tagged
 * `moneyPost` or `askBeforeLeaving`, Back is held and the borrower asked: it never cancels a money
 * request silently, and the first wizard step does not vanish on one tap.
 */
export function LeavePrompt() {
  const [asking, setAsking] = useState<LeaveReason | null>(null);
  useEffect(() => {
    ask = setAsking;
    return () => {
      ask = null;
    };
  }, []);

  if (!asking) return null;
  return <LeaveDialog asking={asking} close={() => setAsking(null)} />;
}

/**
 * A modal prompt over the app frame: while it is open everything else is `inert` (no focus, nothing
 * read by TalkBack), as under the offline screen. Stay gives the focus back to the control the
 * borrower was on; Leave goes back, and the screen it comes to takes the focus.
 */
function LeaveDialog({ asking, close }: { asking: LeaveReason; close: () => void }) {
  const overlay = useRef<HTMLDivElement>(null);
  // Read as the prompt first renders, before the Stay button takes the focus.
  const [opener] = useState(() => document.activeElement);
  useLayoutEffect(() => (overlay.current ? inertOutside(overlay.current) : undefined), []);
  const stay = () => {
    flushSync(close); // the prompt is gone and the page reachable again
    // A control gone meanwhile (the request finished, the screen moved on): the heading takes the
    // focus instead (keepFocusOnScreen).
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
  };
  const leave = () => {
    close();
    expectOwnBack();
    window.history.back();
  };
  return (
    <div ref={overlay} className="overlay leave-prompt">
      <div role="alertdialog" aria-modal="true" aria-labelledby="leave-prompt-title" aria-describedby="leave-prompt-text" className="card">
        {asking === 'moneyPost' ? (
          <>
            <h2 id="leave-prompt-title">
              <Trans>Your request is still being sent</Trans>
            </h2>
            <p id="leave-prompt-text">
              <Trans>If you leave now, it may still go through. Stay until it finishes?</Trans>
            </p>
          </>
        ) : (
          <>
            <h2 id="leave-prompt-title">
              <Trans>Leave your application?</Trans>
            </h2>
            <p id="leave-prompt-text">
              <Trans>What you entered stays saved on this phone.</Trans>
            </p>
          </>
        )}
        <Button autoFocus onClick={stay}>
          <Trans>Stay</Trans>
        </Button>
        <Button variant="secondary" onClick={leave}>
          <Trans>Leave</Trans>
        </Button>
      </div>
    </div>
  );
}
