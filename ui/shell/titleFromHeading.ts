import { screenHeading } from './focusScreenHeading';

/**
 * The page's title follows the screen's heading ("Finishing your application – SwiftCash"), so the
 * title names the screen the borrower is on (WCAG 2.4.2) in the browser's history, in the tab QA
 * drives, and for a screen reader's "read title". The name after the dash is the title the page was
 * served with. Returns the way to stop following.
 */
export function titleFromHeading(doc: Document): () => void {
  const appName = doc.title;
  const follow = () => {
    const heading = screenHeading(doc)?.textContent?.trim();
    const title = heading ? `${heading} – ${appName}` : appName;
    if (doc.title !== title) doc.title = title;
  };
  follow();
  const observer = new MutationObserver(follow);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    doc.title = appName;
  };
}
