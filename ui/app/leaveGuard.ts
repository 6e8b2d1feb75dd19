import type { ActorRefLike, InspectionEvent } from 'xstate';

/**
 * Machines say, by a state tag, when leaving the screen needs the borrower's word (FAULTS F8, F25):
 * `moneyPost` while a request that moves money or creates an order is in flight, `askBeforeLeaving`
 * on a wizard's first step. Every screen actor is watched through its inspection events
 * (`useAppActorRef`), so machines stay free of the platform; the shell's Back prompt reads
 * `leaveReason()`.
 */
export const LEAVE_TAGS = ['moneyPost', 'askBeforeLeaving'] as const;
export type LeaveReason = (typeof LEAVE_TAGS)[number];

interface TaggedSnapshot {
  status: string;
  hasTag(tag: string): boolean;
}

const watched = new Map<ActorRefLike, LeaveReason>();

function isTagged(snapshot: unknown): snapshot is TaggedSnapshot {
  return typeof (snapshot as Partial<TaggedSnapshot> | null)?.hasTag === 'function';
}

export function watchLeaveTags(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot' || !isTagged(event.snapshot)) return;
  const snapshot = event.snapshot;
  const reason = snapshot.status === 'active' ? LEAVE_TAGS.find((tag) => snapshot.hasTag(tag)) : undefined;
  if (reason) watched.set(event.actorRef, reason);
  else watched.delete(event.actorRef);
}

/** Why leaving now needs a prompt, if it does; a money request in flight comes first. */
export function leaveReason(): LeaveReason | null {
  let reason: LeaveReason | null = null;
  for (const [actor, tag] of watched) {
    // A screen's actor stops when the screen unmounts; a stopped actor guards nothing.
    if (actor.getSnapshot().status !== 'active') watched.delete(actor);
    else if (tag === 'moneyPost' || !reason) reason = tag;
  }
  return reason;
}

let ownBack = false;

/**
 * The app is about to go back in history itself (the Back prompt's Leave, a wizard's on-screen Back
 * to its previous part's entry): that traversal is not one to ask about, so the prompt lets it through.
 */
export function expectOwnBack(): void {
  ownBack = true;
}

/** Whether the traversal now happening is the one a screen announced; read once. */
export function takeOwnBack(): boolean {
  const was = ownBack;
  ownBack = false;
  return was;
}
