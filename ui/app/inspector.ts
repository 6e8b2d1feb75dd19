/**
 * Live Stately inspector for development, opt-in only: `localStorage.inspect = '1'` (then reload)
 * or `VITE_INSPECT=1 npm run dev`. Production builds and tests never load `@statelyai/inspect`:
 * the import sits behind `import.meta.env.DEV`, which Vite folds to `false` in a build.
 * Personal data is masked before anything leaves the app.
 *
 * Usage at the composition root:
 *   const inspect = await startInspector();
 *   createActor(machine, { inspect });
 */
import type { createBrowserInspector as CreateBrowserInspector } from '@statelyai/inspect';
import type { AnyEventObject, InspectionEvent, Observer } from 'xstate';

const PERSONAL_KEY = /mobile|phone|name|curp|rfc|nss|bvn|card|account|token|code|email|address|birthday|whatsapp/i;
export const MASK = '***';

/** Deep copy of `value` with every property whose key looks personal replaced by '***'. */
export function maskPersonalData<T>(value: T, seen = new WeakSet<object>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => maskPersonalData(item, seen)) as T;
  // Actor refs and other class instances are shown by the inspector itself; leave them alone.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = PERSONAL_KEY.test(key) ? MASK : maskPersonalData(inner, seen);
  }
  return out as T;
}

/** Snapshot context (or any snapshot-like data) with personal data masked. */
export function sanitizeSnapshot<T>(snapshot: T): T {
  return maskPersonalData(snapshot);
}

/** An event with personal data masked; its `type` always stays readable. */
export function sanitizeEvent(event: AnyEventObject): AnyEventObject {
  return { ...maskPersonalData(event), type: event.type };
}

export interface InspectorEnvironment {
  dev: boolean;
  mode: string;
  /** `VITE_INSPECT`. */
  flag?: string;
  storage?: Pick<Storage, 'getItem'>;
}

interface InspectModule {
  createBrowserInspector: typeof CreateBrowserInspector;
}

function currentEnvironment(): InspectorEnvironment {
  const env = import.meta.env as { DEV: boolean; MODE: string; VITE_INSPECT?: string };
  return {
    dev: env.DEV,
    mode: env.MODE,
    flag: env.VITE_INSPECT,
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
  };
}

export function isInspectorWanted(env: InspectorEnvironment): boolean {
  if (!env.dev || env.mode === 'test') return false;
  let stored: string | null = null;
  try {
    stored = env.storage?.getItem('inspect') ?? null;
  } catch {
    stored = null; // storage blocked (private mode in the WebView): no opt-in
  }
  return env.flag === '1' || stored === '1';
}

// `import.meta.env.DEV` is the constant `false` in a build, so the bundler drops this import.
const loadInspect: (() => Promise<InspectModule>) | undefined = import.meta.env.DEV
  ? () => import('@statelyai/inspect')
  : undefined;

/**
 * The `inspect` option for `createActor`, or undefined when the inspector is not wanted (always
 * undefined in production and tests).
 */
export async function startInspector(
  env: InspectorEnvironment = currentEnvironment(),
  load: (() => Promise<InspectModule>) | undefined = loadInspect,
): Promise<Observer<InspectionEvent> | undefined> {
  if (!load || !isInspectorWanted(env)) return undefined;
  const { createBrowserInspector } = await load();
  const inspector = createBrowserInspector({
    sanitizeContext: (context) => sanitizeSnapshot(context),
    sanitizeEvent,
  });
  return inspector.inspect;
}
