import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PERSONAL_PARTS } from '../../../machines/personalInfo/personalInfo.selectors';
import type { PersonalPart } from '../../../services/kyc/personalInfo.fields';

const order = (part: PersonalPart) => PERSONAL_PARTS.indexOf(part);

function asPart(value: string | null): PersonalPart | null {
  return (PERSONAL_PARTS as readonly string[]).includes(value ?? '') ? (value as PersonalPart) : null;
}

/**
 * Keeps the wizard part in the hash query (`?part=work`) so Android Back goes to the previous part
 * with data intact (FAULTS F25): moving forward pushes an entry; a history move to an earlier part
 * sends `part.backRequested` until the machine is there. The machine stays the source of truth.
 */
export function usePartHistory(part: PersonalPart, goBack: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlPart = asPart(params.get('part'));
  const seen = useRef(urlPart);
  const target = useRef<PersonalPart | null>(null);

  useEffect(() => {
    if (urlPart !== seen.current) {
      seen.current = urlPart;
      if (urlPart && order(urlPart) < order(part)) target.current = urlPart;
    }
    if (target.current && order(target.current) < order(part)) {
      goBack();
      return;
    }
    target.current = null;
    if (urlPart !== part) {
      const forward = urlPart !== null && order(part) > order(urlPart);
      navigate({ search: `?part=${part}` }, { replace: !forward });
      seen.current = part;
    }
  }, [urlPart, part, goBack, navigate]);
}
