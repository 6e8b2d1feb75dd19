import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActivityCounter } from './activity';
import { App } from './App';
import { createServices } from './createServices';
import { activateLocale, type Locale } from './i18n';
import './styles.css';

async function start() {
  const activity = createActivityCounter();
  const services = createServices({
    activity,
    onSessionCode: () => undefined,
  });
  const locale: Locale = services.store.language() ?? services.market.defaultLanguage;
  await activateLocale(locale, []);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App services={services} activity={activity} />
    </StrictMode>,
  );
}

void start();
