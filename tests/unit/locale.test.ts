import { afterEach, describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pathWithinLocale, rememberLanguageChoices } from '../../src/i18n/locale';

describe('the two languages in addresses', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about-us', 'en', '/about-us'],
    ['/hindi-recipes', 'en', '/hindi-recipes'],
    ['/hi', 'hi', '/'],
    ['/hi/about-us', 'hi', '/about-us'],
    ['/hi/dashboard/cart', 'hi', '/dashboard/cart'],
  ])('%s is %s, %s inside its app', (path, locale, inside) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(pathWithinLocale(path)).toBe(inside);
  });

  it('writes an app path in either language', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/contact-us', 'hi')).toBe('/hi/contact-us');
    expect(localizedPath('/contact-us', 'en')).toBe('/contact-us');
  });

  it.each([
    ['/hi//evil.example', '/evil.example', '/evil.example'],
    ['/hi///evil.example/x', '/evil.example/x', '/evil.example/x'],
    ['//evil.example', '/evil.example', '/hi/evil.example'],
    ['/hi/\\evil.example', '/evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example', '/hi/evil.example'],
  ])('never leads %s to another host: %s inside its app, %s in the other language', (path, inside, other) => {
    expect(pathWithinLocale(path)).toBe(inside);
    expect(localizedPath(pathWithinLocale(path), localeOfPath(path) === 'hi' ? 'en' : 'hi')).toBe(other);
  });
});

describe('remembering the chosen language', () => {
  rememberLanguageChoices(document);
  const follow = (attributes: Record<string, string>) => {
    const link = document.createElement('a');
    link.href = '#';
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.append(document.createElement('span'));
    document.body.append(link);
    link.querySelector('span')!.click();
    link.remove();
  };
  afterEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('keeps the language of a followed switch link, from a press on anything inside it', () => {
    follow({ 'data-language-choice': 'hi' });
    expect(document.cookie).toMatch(/(^|; )lang=hi(;|$)/);
    follow({ 'data-language-choice': 'en' });
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });

  it('keeps nothing for another link or an unknown language', () => {
    follow({ hreflang: 'hi-IN' });
    follow({ 'data-language-choice': 'fr' });
    expect(document.cookie).not.toMatch(/(^|; )lang=/);
  });
});
