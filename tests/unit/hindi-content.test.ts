import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page's copy exists in Hindi with the same structure, links and images as the
// English, every sentence translated, and enough Hindi on each content page.

const contentDir = join(__dirname, '../../src/content');
const pageModules = readdirSync(join(contentDir, 'pages'))
  .filter((file) => file.endsWith('.ts') && file !== 'format.ts')
  .map((file) => `pages/${file.replace(/\.ts$/, '')}`);
const modules = [...pageModules, 'home', 'privacyPolicy', 'contact', 'calculator', 'servicesFaq', 'facts'];

/** Values that are addresses, files or names, not prose: the same in both languages. */
const SAME_IN_BOTH = new Set(['path', 'to', 'src', 'width', 'height', 'href', 'updated', 'isService', 'email', 'phone', 'tel']);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Walks both objects together; returns the differences in structure and the untranslated prose. */
function compare(en: unknown, hi: unknown, at: string, problems: string[]): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) {
      problems.push(`${at}: ${Array.isArray(hi) ? hi.length : typeof hi} items instead of ${en.length}`);
      return;
    }
    en.forEach((item, index) => compare(item, hi[index], `${at}[${index}]`, problems));
  } else if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object') {
      problems.push(`${at}: missing`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (enKeys.join() !== hiKeys.join()) problems.push(`${at}: keys ${hiKeys.join()} instead of ${enKeys.join()}`);
    for (const key of enKeys) {
      const [enValue, hiValue] = [(en as Record<string, unknown>)[key], (hi as Record<string, unknown>)[key]];
      if (SAME_IN_BOTH.has(key)) {
        if (enValue !== hiValue) problems.push(`${at}.${key}: ${String(hiValue)} instead of ${String(enValue)}`);
      } else compare(enValue, hiValue, `${at}.${key}`, problems);
    }
  } else if (typeof en === 'string') {
    if (typeof hi !== 'string') problems.push(`${at}: ${typeof hi}`);
    // Prose (two words or more) must be Hindi; a lone figure or name ("38", "GreenDrop") may stay.
    else if (/[A-Za-z]+\s+[A-Za-z]+/.test(en) && !DEVANAGARI.test(hi)) problems.push(`${at}: not translated: ${hi}`);
  } else if (en !== hi) problems.push(`${at}: ${String(hi)} instead of ${String(en)}`);
}

const devanagariWords = (value: unknown): number => {
  if (typeof value === 'string') return value.match(/[\u0900-\u097F]+/g)?.length ?? 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + devanagariWords(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + devanagariWords(item), 0);
  return 0;
};

const english = import.meta.glob<Record<string, unknown>>(['../../src/content/*.ts', '../../src/content/pages/*.ts']);
const hindi = import.meta.glob<Record<string, unknown>>(['../../src/content/hi/*.ts', '../../src/content/hi/pages/*.ts']);
const load = (set: typeof english, name: string) => {
  const loader = set[`../../src/content/${set === hindi ? 'hi/' : ''}${name}.ts`];
  if (!loader) throw new Error(`no module for ${name}`);
  return loader();
};

describe('Hindi page copy', () => {
  it.each(modules)('%s: same exports, structure, links and images as the English, all prose in Hindi', async (name) => {
    const [en, hi] = await Promise.all([load(english, name), load(hindi, name)]);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    const problems: string[] = [];
    for (const key of Object.keys(en)) compare(en[key], hi[key], key, problems);
    expect(problems).toEqual([]);
  });

  it.each(pageModules)('%s carries at least 300 words of Hindi in its sections', async (name) => {
    const hi = await load(hindi, name);
    const page = Object.values(hi).find((value) => value && typeof value === 'object' && 'sections' in value) as { sections: unknown };
    expect(devanagariWords(page.sections)).toBeGreaterThanOrEqual(300);
  });
});

describe('the privacy policy’s date', () => {
  it('is the same day in both languages, each in words as Intl gives its long date (not an ISO date in English only)', async () => {
    const [{ privacyPolicy: en }, { privacyPolicy: hi }] = (await Promise.all([load(english, 'privacyPolicy'), load(hindi, 'privacyPolicy')])) as { privacyPolicy: { updated: string; updatedText: string } }[];
    expect(hi.updated).toBe(en.updated);
    const [year, month, day] = hi.updated.split('-').map(Number);
    const longDate = (language: string) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
    expect(hi.updatedText).toBe(longDate('hi-IN'));
    expect(en.updatedText).toBe(longDate('en-IN'));
    // English keeps the form it has always been written in: day, month in words, year ("28 November 2026").
    expect(en.updatedText).toBe(`${day} ${new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day))} ${year}`);
  });
});
