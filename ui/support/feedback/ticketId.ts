import { useSearchParams } from 'react-router-dom';

/** The ticket a feedback screen is about: `?id=3` in the hash route. */
export function useTicketId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
