import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { leaveReason, type LeaveReason } from '../app/leaveGuard';
import { Button } from '../shared/Button';

/** The Navigation API where the WebView has it (Chrome 102+): tells a Back from a new hash. */
interface NavigateEventLike extends Event {
  navigationType: string;
  destination: { index: number };
}
interface NavigationLike extends EventTarget {
  currentEntry: { index: number } | null;
}
const navigation = (window as { navigation?: NavigationLike }).navigation;

/**
 * Android Back is a hash-history traversal (FAULTS F8, F25). While a screen's machine is tagged
 * `moneyPost` or `askBeforeLeaving`, Back is held and the borrower asked: it never cancels a money
 * request silently, and the first wizard step does not vanish on one tap. The capture-phase
 * listener runs before the router's own `popstate` listener and keeps the router from seeing it;
 * the address bar is put forward again until the borrower decides.
 */
export function LeavePrompt() {
  const [asking, setAsking] = useState<LeaveReason | null>(null);
  const control = useRef({ restoring: false, letThrough: false, back: false });

  useEffect(() => {
    const state = control.current;
    const onNavigate = (event: Event) => {
      const { navigationType, destination } = event as NavigateEventLike;
      state.back = navigationType === 'traverse' && destination.index < (navigation?.currentEntry?.index ?? 0);
    };
    const onPopState = (event: PopStateEvent) => {
      if (state.restoring) {
        state.restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      // Without the Navigation API, a new hash has no router state and a traversal has.
      const isBack = navigation ? state.back : event.state !== null;
      const reason = leaveReason();
      if (state.letThrough || !isBack || !reason) {
        state.letThrough = false;
        return;
      }
      event.stopImmediatePropagation();
      state.restoring = true;
      window.history.go(1);
      setAsking(reason);
    };
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, []);

  if (!asking) return null;
  const leave = () => {
    setAsking(null);
    control.current.letThrough = true;
    window.history.back();
  };
  return (
    <div className="overlay leave-prompt">
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
        <Button autoFocus onClick={() => setAsking(null)}>
          <Trans>Stay</Trans>
        </Button>
        <Button variant="secondary" onClick={leave}>
          <Trans>Leave</Trans>
        </Button>
      </div>
    </div>
  );
}
