import type { InspectionEvent, Observer } from 'xstate';
import type { ApiClient } from './api/client';
import type { NativeBridge } from './bridge/bridge.types';
import type { MarketProfile } from './markets/markets';
import type { DraftStore } from './storage/draftStore';
import type { LocalStore } from './storage/localStore';

/** Everything the edges of the world offer; built once by the composition root, replaced in tests. */
export interface AppServices {
  api: ApiClient;
  store: LocalStore;
  drafts: DraftStore;
  bridge: NativeBridge;
  market: MarketProfile;
  now: () => number;
  /** Copy text to the clipboard; false when the WebView refuses. */
  copyText: (text: string) => Promise<boolean>;
  isOnline: () => boolean;
  /** The Stately inspector, in development and only when opted in; undefined otherwise. */
  inspect?: Observer<InspectionEvent>;
}
