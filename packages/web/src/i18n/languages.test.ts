import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, intlLocale, LANGUAGE_STORAGE_KEY, storeLanguage } from './languages';

// docs/product.md, "The owner app's language": the stored choice, else the browser's language when
// it is French, else English; dates and numbers in the browser's own tag of that language.

const store = new Map<string, string>();

function browser(languages: string[]) {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
}

beforeEach(() => {
  store.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the owner app’s language', () => {
  it('follows a French browser, and speaks English to any other', () => {
    browser(['fr-CA', 'en']);
    expect(initialLanguage()).toBe('fr');
    browser(['de-DE', 'fr']);
    expect(initialLanguage()).toBe('en');
    browser(['en-GB']);
    expect(initialLanguage()).toBe('en');
  });

  it('keeps the choice in the browser, over the browser’s language', () => {
    browser(['fr-FR']);
    storeLanguage('en');
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(initialLanguage()).toBe('en');
    // Something the app does not speak is no choice.
    store.set(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('fr');
  });

  it('writes dates and numbers in the browser’s own tag of the language, else the language', () => {
    browser(['fr-CA', 'en-GB']);
    expect(intlLocale('fr')).toBe('fr-CA');
    expect(intlLocale('en')).toBe('en-GB');
    browser(['de-DE']);
    expect(intlLocale('fr')).toBe('fr');
  });
});
