import { describe, expect, it } from 'vitest';
import { pageLanguageCookie, pageLanguageFromCookie } from '../../../services/storage/pageLanguageCookie';

describe('the page-language cookie', () => {
  it('is set for a year, never sent by other sites, and says only the language', () => {
    expect(pageLanguageCookie('es', '/')).toBe('page-lang=es; Max-Age=31536000; Path=/; SameSite=Strict');
  });

  it('is set for the page’s own folder, so an API beside it does not receive it', () => {
    expect(pageLanguageCookie('en', '/app/index.html')).toContain('; Path=/app/;');
    expect(pageLanguageCookie('en', '/app/')).toContain('; Path=/app/;');
    expect(pageLanguageCookie('en', '/index.es.html')).toContain('; Path=/;');
    expect(pageLanguageCookie('en', '')).toContain('; Path=/;');
  });

  it('is read back from a request’s Cookie header among others', () => {
    expect(pageLanguageFromCookie('a=1; page-lang=es; b=2')).toBe('es');
    expect(pageLanguageFromCookie('page-lang=en')).toBe('en');
  });

  it('is ignored when missing, empty or not a language of ours', () => {
    expect(pageLanguageFromCookie(undefined)).toBeNull();
    expect(pageLanguageFromCookie('')).toBeNull();
    expect(pageLanguageFromCookie('page-lang=')).toBeNull();
    expect(pageLanguageFromCookie('page-lang=fr')).toBeNull();
    expect(pageLanguageFromCookie('xpage-lang=es')).toBeNull();
  });
});
