import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PERSONAL_PARTS } from '../../../machines/personalInfo/personalInfo.selectors';
import type { PersonalPart } from '../../../services/kyc/personalInfo.fields';
import { expectOwnBack } from '../../app/leaveGuard';

const order = (part: PersonalPart) => PERSONAL_PARTS.indexOf(part);

function asPart(value: string | null): PersonalPart | null {
  return (PERSONAL_PARTS as readonly string[]).includes(value ?? '') ? (value as PersonalPart) : null;
}

/**
 * Keeps the wizard part in the hash query (`?part=work`) so Android Back goes to the previous part
 * with data intact (FAULTS F25): moving forward pushes an entry; a history move to an earlier part
 * sends `part.backRequested` until the machine is there. The on-screen Back goes back in history to
 * the earlier part's own entry, so no entry is left twice for Android Back (or the leave prompt's
 * "Leave") to walk through. The machine stays the source of truth.
 */
export function usePartHistory(part: PersonalPart, goBack: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlPart = asPart(params.get('part'));
  const seen = useRef(urlPart);
  const target = useRef<PersonalPart | null>(null);
  // The parts of the history entries this screen made, oldest first (the last one is on screen).
  const entries = useRef<PersonalPart[]>(urlPart ? [urlPart] : []);

  useEffect(() => {
    const stack = entries.current;
    if (urlPart !== seen.current) {
      seen.current = urlPart;
      if (urlPart && order(urlPart) < order(part)) target.current = urlPart;
      // Android Back (or Forward) moved through the entries: the stack follows.
      if (urlPart) {
        const at = stack.lastIndexOf(urlPart);
        if (at >= 0) stack.length = at + 1;
      }
    }
    if (target.current && order(target.current) < order(part)) {
      goBack();
      return;
    }
    target.current = null;
    if (urlPart === part) return;
    seen.current = part;
    const forward = urlPart !== null && order(part) > order(urlPart);
    if (!forward && stack.length >= 2 && stack[stack.length - 2] === part) {
      stack.pop();
      expectOwnBack();
      navigate(-1);
      return;
    }
    navigate({ search: `?part=${part}` }, { replace: !forward });
    if (forward || stack.length === 0) stack.push(part);
    else stack[stack.length - 1] = part;
  }, [urlPart, part, goBack, navigate]);
}
