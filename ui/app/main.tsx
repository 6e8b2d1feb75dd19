import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createToastStore } from '../shared/toast';
import { createActivityCounter } from './activity';
import { App } from './App';
import { createServices } from './createServices';
import { activateLocale } from './i18n';
import { languageFromUrl } from './language';
import { createNavigator } from './navigator';
import { startSession, type SessionActor } from './sessionWiring';
import './styles.css';

async function start() {
  const activity = createActivityCounter();
  const toasts = createToastStore();
  const navigator = createNavigator();
  // Session codes can arrive before the session actor exists only in theory; queue them anyway.
  let session: SessionActor | null = null;
  const services = createServices({
    activity,
    onSessionCode: ({ code, msg }) => session?.send({ type: 'session.codeReceived', code, msg }),
  });
  session = startSession(services, { navigator, toasts });

  const requested = languageFromUrl(window.location);
  if (requested) services.store.set('language', requested);
  const locale = services.store.language() ?? services.market.defaultLanguage;
  await activateLocale(locale, []);
  document.documentElement.lang = locale;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App services={services} activity={activity} session={session} toasts={toasts} navigator={navigator} />
    </StrictMode>,
  );
}

void start();
