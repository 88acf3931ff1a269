import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../../src/i18n/catalogs';

// Every message exists in both languages, and the Hindi catalogue holds Hindi.

const root = join(__dirname, '../../src/locales');
const read = (locale: string, namespace: string): Record<string, string> => JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), 'utf8'));

/** Latin words a Hindi sentence keeps: names, brands and the abbreviations people say in English. */
const KEPT_IN_LATIN = new Set(
  ['GreenDrop', 'FSSAI', 'TPC', 'OTP', 'ESG', 'CSR', 'SMS', 'KG', 'kg', 'CO2', 'UCO', 'RUCO', 'CSV', 'PDF', 'ID', 'UPI', 'GST', 'GSTIN', 'CIN', 'ISCC', 'EU', 'PAN', 'IFSC', 'app', 'App', 'Store', 'Google', 'Play', 'Apple', 'Android', 'iOS', 'Safari', 'iPhone', 'iPad', 'WhatsApp', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X', 'Email', 'email', 'Pvt', 'Ltd', 'India', 'Bengaluru', 'OK', 'Lighthouse', 'JSON', 'XML', 'URL', 'API', 'L', 'ml', 'Rs', 'QR', 'STOP', 'JPEG', 'PNG', 'MB', 'KB'].map((word) => word.toLowerCase()),
);
/** A single capital letter is a letter named, as in "letters A to Z except O and I". */
const isLetterNamed = (word: string) => /^[A-Z]$/.test(word);
/**
 * Messages that are meant to be in the other language: the switch to English is written in English,
 * and a choice of language names each language in its own words (the alerts' language).
 */
const OTHER_LANGUAGE_KEYS = new Set(['common.language.switchTo', 'alerts.language.en', 'alerts.language.hi']);

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
const tags = (message: string) => [...message.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();
/** The words a reader sees: placeholders, their ICU options and rich-text tags taken out. */
const latinWords = (message: string) =>
  message
    // A plural's syntax (its argument, its type, the names of its cases), not its cases' words.
    .replace(/\{\w+,\s*(plural|select|selectordinal),/g, ' ')
    .replace(/(=\d+|zero|one|two|few|many|other)\s*\{/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/[{}]/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];

describe('message catalogues', () => {
  it('has a catalogue per language for every namespace, and no stray file', () => {
    for (const locale of ['en', 'hi']) {
      expect(readdirSync(join(root, locale)).sort()).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const en = read('en', namespace);
    const hi = read('hi', namespace);

    it('has the same keys in English and Hindi', () => {
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no empty message', () => {
      for (const [key, message] of [...Object.entries(en), ...Object.entries(hi)]) expect(message.trim(), key).not.toBe('');
    });

    it('keeps the same placeholders and tags in both languages', () => {
      for (const key of Object.keys(en)) {
        if (!(key in hi)) continue;
        expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
        expect(tags(hi[key]), key).toEqual(tags(en[key]));
      }
    });

    it('leaves no English in the Hindi catalogue, except names and brands', () => {
      const english = Object.entries(hi)
        .filter(([key]) => !OTHER_LANGUAGE_KEYS.has(`${namespace}.${key}`))
        .flatMap(([key, message]) => latinWords(message).filter((word) => !KEPT_IN_LATIN.has(word.toLowerCase()) && !isLetterNamed(word)).map((word) => `${key}: ${word}`));
      expect(english).toEqual([]);
    });

    it('has Devanagari in every Hindi message that has words to translate', () => {
      const untranslated = Object.entries(hi).filter(
        ([key, message]) => !OTHER_LANGUAGE_KEYS.has(`${namespace}.${key}`) && latinWords(message).length > 0 && !/[\u0900-\u097F]/.test(message),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });

    it('has no Hindi in the English catalogue (but the switch to Hindi)', () => {
      const hindi = Object.entries(en).filter(([key, message]) => !OTHER_LANGUAGE_KEYS.has(`${namespace}.${key}`) && /[\u0900-\u097F]/.test(message));
      expect(hindi.map(([key]) => key)).toEqual([]);
    });
  });
});
