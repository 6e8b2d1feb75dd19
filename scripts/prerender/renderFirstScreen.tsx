/**
 * The server entry of the prerender build (`vite build --ssr`, same plugins as the app, so the
 * Lingui macros compile): renders the first screen to static HTML in one language, and gives the
 * page's description in that language.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { messages as en } from '../../locales/en/shell.po';
import { messages as es } from '../../locales/es/shell.po';
import { FirstScreen } from '../../ui/shell/FirstScreen';
import type { Language } from '../../services/storage/localStore';
import { PAGE_DESCRIPTION } from '../../ui/shell/pageDescription';

export function renderFirstScreen(locale: Language): { html: string; description: string } {
  i18n.load({ en, es });
  i18n.activate(locale);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <FirstScreen />
    </I18nProvider>,
  );
  return { html, description: i18n._(PAGE_DESCRIPTION) };
}
