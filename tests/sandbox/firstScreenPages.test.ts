import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../sandbox/firstScreenPages';

const choose = (query: string, acceptLanguage?: string, cookie?: string) => pageLanguage(new URLSearchParams(query), acceptLanguage, cookie);

describe('the prerendered page a document request gets', () => {
  it("follows the phone's Accept-Language, by weight and then by order", () => {
    expect(choose('', 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(choose('', 'en-NG,en;q=0.9,es;q=0.8')).toBe('en');
    expect(choose('', 'en;q=0.4, ES;q=0.7')).toBe('es');
    expect(choose('', 'fr-FR, pt-BR;q=0.9, es;q=0.3')).toBe('es');
    expect(choose('', 'es;q=0, en;q=0.1')).toBe('en');
  });

  it("uses the default market's language when the phone asks for neither, or for nothing", () => {
    expect(choose('', 'fr-FR,de;q=0.8')).toBe('en');
    expect(choose('', '')).toBe('en');
    expect(choose('')).toBe('en');
    expect(choose('', 'es;q=abc')).toBe('en');
  });

  it("puts ?lang= first, then ?market='s language, as the app itself does", () => {
    expect(choose('lang=es', 'en-US')).toBe('es');
    expect(choose('lang=en&market=mx', 'es-MX')).toBe('en');
    expect(choose('market=mx', 'en-US')).toBe('es');
    expect(choose('market=ng', 'es-MX')).toBe('en');
    expect(choose('lang=fr&market=zz', 'es')).toBe('es');
  });

  it("puts the borrower's stored choice (its cookie) after ?lang= and before ?market= and the phone", () => {
    expect(choose('', 'es-MX', 'page-lang=en')).toBe('en');
    expect(choose('market=mx', 'es-MX', 'theme=dark; page-lang=en')).toBe('en');
    expect(choose('', 'en-NG', 'page-lang=es')).toBe('es');
    expect(choose('lang=es', 'en-NG', 'page-lang=en')).toBe('es');
    expect(choose('market=mx', 'en-US', 'page-lang=fr')).toBe('es'); // not a language of ours
    expect(choose('', 'es-MX', 'other-page-lang=en')).toBe('es');
  });
});
