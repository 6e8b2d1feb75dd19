/**
 * What a cover over the app frame (the offline screen, the Back prompt) puts out of reach: an
 * `inert` element takes no focus and TalkBack reads nothing in it. Holds nest: each one gives back
 * its own, and the last one leaves the element as it was before the first, so an element someone
 * else made inert stays inert.
 */
const holds = new Map<HTMLElement, { count: number; before: boolean }>();

/** Makes `element` inert until the returned release is called (once is enough; again does nothing). */
export function holdInert(element: HTMLElement): () => void {
  const hold = holds.get(element) ?? { count: 0, before: element.inert === true };
  hold.count += 1;
  holds.set(element, hold);
  element.inert = true;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    hold.count -= 1;
    if (hold.count > 0) return;
    holds.delete(element);
    element.inert = hold.before;
  };
}

/**
 * Makes everything on the page but `keep` (a modal dialog's overlay) inert: the siblings of `keep`
 * and of each of its ancestors up to the body, and whatever the app adds next to them meanwhile (a
 * screen that loads behind the dialog, its tab bar). Returns the way to give them back.
 */
export function inertOutside(keep: Element): () => void {
  const releases: Array<() => void> = [];
  const hold = (node: Node) => {
    if (node instanceof HTMLElement && !node.contains(keep)) releases.push(holdInert(node));
  };
  const added = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(hold)));
  for (let node = keep; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) if (sibling !== node) hold(sibling);
    added.observe(node.parentElement, { childList: true });
  }
  return () => {
    added.disconnect();
    releases.splice(0).forEach((release) => release());
  };
}
