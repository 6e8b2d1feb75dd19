import { useState } from 'react';

/**
 * A long list shown a page at a time (FAULTS F48). The list machines ask the server page by page,
 * but a server may ignore `pageSize` and send thousands of items in one answer: rendering them all
 * would freeze a cheap phone. The view renders `shown` and reveals the rest `pageSize` at a time
 * before asking the server for more.
 */
export function usePagedItems<T>(items: readonly T[], pageSize: number) {
  const [limit, setLimit] = useState(pageSize);
  const hasHidden = items.length > limit;
  return {
    shown: hasHidden ? items.slice(0, limit) : items,
    hasHidden,
    /** One more page: from what is already here, else from the server (`askServer`). */
    showMore: (askServer: () => void) => {
      if (!hasHidden) askServer();
      setLimit((current) => current + pageSize);
    },
  };
}
