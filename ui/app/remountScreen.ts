/**
 * Showing a route again from scratch. AppRoutes keys the screen on the navigation state's
 * `reload`, so navigating with a new one mounts the screen afresh: its machine starts again and
 * reads its data again. Back does not land on the same screen twice (`replace`).
 */
export const remountScreen = () => ({ replace: true, state: { reload: Date.now() } });

/** The key AppRoutes gives the screen: new on each `remountScreen()` navigation. */
export const remountKey = (state: unknown) => (state as { reload?: number } | null)?.reload;
