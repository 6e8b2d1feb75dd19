import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createToastStore } from '../shared/toast';
import { createActivityCounter } from './activity';
import { App } from './App';
import { createServices } from './createServices';
import { activateLocale } from './i18n';
import { pathFromHash, screensToPreload } from './initialRoute';
import { languageFromUrl, showPageIn } from './language';
import { loadFrame, preloadFrame } from './lazyFrame';
import { createNavigator } from './navigator';
import { findRoute } from './routeTable';
import { preloadRoute } from './screens';
import { createDeferredSession, type DeferredSession } from './sessionHandle';
import { retrying } from './retryLater';
import { nextTask, startInTurn } from './startInTurn';
import './styles.css';
// The prerendered first screen's rules (the component itself is rendered at build time only).
import '../shell/firstScreen.css';

async function start() {
  await nextTask(); // evaluating React and the router was one task; reading storage is the next
  const activity = createActivityCounter();
  const toasts = createToastStore();
  const navigator = createNavigator();
  // API calls are asynchronous: by the time a session code comes back, `session` is set.
  let session: DeferredSession | null = null;
  // Faults wait here until the fault log (ui/app/faultLog.ts, in the frame's chunk) takes over.
  const faults: unknown[] = [];
  let logFault: (fault: unknown) => void = (fault) => faults.push(fault);
  const services = createServices({
    activity,
    onSessionCode: ({ code, msg }, { tokenless }) => session?.send({ type: 'session.codeReceived', code, msg, tokenless }),
    onFault: (fault) => logFault(fault),
  });
  void loadFrame().then(({ createFaultLog }) => {
    logFault = createFaultLog(services.bridge);
    faults.splice(0).forEach(logFault);
  }, () => undefined);
  // Development only (the branch is dropped from builds): the opt-in Stately inspector.
  if (import.meta.env.DEV) services.inspect = await (await import('./inspector')).startInspector();
  const deferred = createDeferredSession(services);
  session = deferred;

  const requested = languageFromUrl(window.location);
  if (requested) services.store.set('language', requested);
  const locale = services.store.language() ?? services.market.defaultLanguage;
  await nextTask(); // storage was read (a first access waits on the browser process); the fetches start next

  // The prerendered first screen stays on display while the route's chunk and catalogs arrive,
  // all requested at once (one round trip, not the shell catalog's and then the screen's).
  const paths = screensToPreload(pathFromHash(window.location.hash), Boolean(services.store.token()), services.bridge.isNative);
  const areas = paths.flatMap((path) => findRoute(path)?.area ?? []);
  // The catalogs are needed for the first render: a chunk that did not arrive is fetched again.
  await startInTurn([() => retrying(() => activateLocale(locale, areas)), preloadFrame, ...paths.map((path) => () => preloadRoute(path))]);
  showPageIn(locale);
  await nextTask(); // the chunks were evaluated as they came; the first render starts afresh

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // Replaced, not hydrated: the route is in the hash, unknown when index.html was built. Rendered
  // as a transition: React yields to the phone every few milliseconds (no long task, taps stay
  // responsive) while the prerendered screen stays on display until the commit.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(
    <StrictMode>
      <App services={services} activity={activity} session={deferred} toasts={toasts} navigator={navigator} />
    </StrictMode>,
  ));

  // The session actor (XState, the session machine, the user call) is not in the first chunk: it
  // starts right after the first render. Until then the deferred handle queues what it is sent.
  void retrying(async () => {
    const { startSession } = await import('./sessionWiring');
    deferred.attach(startSession(services, { navigator, toasts }));
  });
}

void start();
