import { useState } from 'react';

/**
 * Says a loan status that changed while the borrower waited: checking in the background swaps the
 * heading's words in place, which a screen reader does not notice. The region is on the page from
 * the start and empty, so only a change is read out, not the status the screen opened with.
 */
export function StatusChangeAnnouncer({ title }: { title: string }) {
  const [initial] = useState(title);
  const [changed, setChanged] = useState(false);
  // Derived during render (React's pattern for state that follows a prop): no extra commit.
  if (!changed && title !== initial) setChanged(true);
  return (
    <p className="visually-hidden" role="status" data-testid="status-change">
      {changed ? title : ''}
    </p>
  );
}
