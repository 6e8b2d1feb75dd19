import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { expectOwnBack } from '../../app/leaveGuard';
import { KEEP_FOCUS, keepFocusOnNextBack } from '../../shell/FocusOnNavigation';

/**
 * A form opened in place on a screen (home's new payout account) gets a history entry of its own
 * (`?form=open`), so Android Back closes the form rather than leaving the screen, or the app, with what
 * was typed. A form that closes itself (Cancel, saved) takes that entry back, keeping the focus where
 * the form put it. An entry left by a reload, or reached by Forward, is replaced.
 */
export function useBackClosesForm(open: boolean, close: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inHistory = params.has('form');
  const entry = useRef<'none' | 'pushing' | 'pushed'>('none');
  useEffect(() => {
    if (open && entry.current === 'none') {
      entry.current = 'pushing';
      navigate({ search: '?form=open' }, { state: KEEP_FOCUS });
      return;
    }
    if (entry.current === 'pushing' && inHistory) entry.current = 'pushed';
    if (entry.current === 'pushed' && !inHistory) {
      // Back, while the form was open.
      entry.current = 'none';
      if (open) close();
    } else if (entry.current === 'pushed' && !open) {
      entry.current = 'none';
      expectOwnBack();
      keepFocusOnNextBack();
      navigate(-1);
    } else if (entry.current === 'none' && !open && inHistory) {
      navigate({ search: '' }, { replace: true, state: KEEP_FOCUS });
    }
  }, [open, inHistory, close, navigate]);
}
