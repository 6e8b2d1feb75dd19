/**
 * Showing a route again from scratch. AppRoutes keys the screen on the navigation state's
 * `reload`, so navigating with a new one mounts the screen afresh: its machine starts again and
 * reads its data again. Back does not land on the same screen twice (`replace`).
 */
export const remountScreen = () => ({ replace: true, state: { reload: Date.now() } });

/**
 * The key AppRoutes gives the screen: new on each `remountScreen()` navigation, and new once the
 * drafts were dropped (a sign-out, a session code, another borrower on a shared phone). A screen
 * opened for one borrower is then never shown to the next, even when they go straight back to its
 * route before the navigation home has rendered (React would otherwise keep the same instance).
 */
export const screenKey = (state: unknown, draftsGeneration: number) =>
  `${(state as { reload?: number } | null)?.reload ?? ''}:${draftsGeneration}`;
