import { describe, expect, it } from 'vitest';
import { createLocalStore, createMemoryBackend } from '../../../services/storage/localStore';
import { activateLocale, i18n } from '../../../ui/app/i18n';
import { switchLanguage } from '../../../ui/app/language';

describe('switching the language twice in quick succession', () => {
  it('ends in the language chosen last, even when the first choice\'s catalogs arrive after it', async () => {
    await activateLocale('en', []);
    const store = createLocalStore(createMemoryBackend());

    // Spanish is not loaded yet; English is: its switch settles first.
    const toSpanish = switchLanguage('es', store);
    const backToEnglish = switchLanguage('en', store);
    await Promise.all([toSpanish, backToEnglish]);

    expect(store.language()).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).not.toMatch(/=es\b/);
  });

  it('switches when asked once', async () => {
    const store = createLocalStore(createMemoryBackend());
    await switchLanguage('es', store);
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
