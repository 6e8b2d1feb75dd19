import type { AppServices } from '../../services/appServices';

/** The disclosure does no I/O; kept for the folder's shape (chart, actors, types, selectors). */
export function createDisclosureActors(_services: AppServices) {
  return {};
}
