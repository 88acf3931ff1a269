import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Hindi holds to docs/hindi-glossary.md ("Spelling" and "Words settled in the editor's pass"):
// one spelling per word (nukta in Perso-Arabic and English loanwords, chandrabindu for a nasal
// vowel) and one word per term. Every Hindi catalogue and every Hindi content module is read; a
// failure names the file, the form found and the form to use.

const root = join(__dirname, '../..');
const catalogueDir = join(root, 'src/locales/hi');
const contentDir = join(root, 'src/content/hi');

/**
 * Spelled with a nukta or a chandrabindu. A trailing * makes the entry a stem (ख़रीद* covers
 * ख़रीदा, ख़रीदने, ख़रीदार); without it the whole word must match (ख़ुद, not खुदाई). Any spelling of
 * the same letters without the nukta or with anusvara for the chandrabindu is reported.
 */
const SPELLINGS = [
  // Perso-Arabic loanwords: ख़ ग़ क़ ज़ फ़
  'ख़रीद*', 'ख़र्च*', 'ख़त्म*', 'ख़ास*', 'ख़ुद', 'ख़ुश*', 'ख़राब*', 'ख़ाली*', 'ख़तर*', 'ख़बर*', 'अख़बार*', 'आख़िर*', 'तारीख़*', 'दस्तख़त*', 'तनख़्वाह*',
  'काग़ज़*', 'ग़लत*', 'ग़ायब*', 'वग़ैरह', 'बालिग़*', 'ग़ैर', 'ग़ैरक़ानूनी*',
  'इलाक़*', 'क़ीमत*', 'क़ानून*', 'क़दम*', 'क़रीब*', 'तरीक़*', 'नक़ल*', 'नक़द*', 'नक़्श*', 'नुक़सान*', 'बाक़ी', 'मुक़ाबल*', 'मुताबिक़', 'मौक़*', 'लायक़', 'रक़म*', 'फ़र्क़', 'दिक़्क़त*', 'हक़', 'सबक़',
  'ज़रूर*', 'ज़्यादा*', 'ज़िम्मेदार*', 'ज़मीन*', 'ज़रिए', 'ज़िंदगी*', 'इंतज़ाम*', 'अंदाज़*', 'इजाज़त*', 'चीज़*', 'बाज़ार*', 'दरवाज़*', 'वज़न*', 'नज़र*', 'मंज़ूर*', 'रोज़*', 'ताज़ा', 'ताज़े', 'ताज़ी', 'दस्तावेज़*', 'मर्ज़ी', 'औज़ार*',
  'फ़ायद*', 'फ़ैसल*', 'फ़सल*', 'फ़र्म*', 'साफ़*', 'सफ़ाई*', 'सिर्फ़', 'तरफ़', 'हफ़्त*', 'दफ़्तर*', 'मुफ़्त', 'मुनाफ़*', 'माफ़*', 'काफ़ी',
  // English loanwords written with फ़ and ज़ for f and z
  'फ़्रायर*', 'फ़ूड', 'फ़ोन*', 'फ़ॉर्म*', 'फ़्री', 'फ़्यूल*', 'फ़्रैंचाइज़ी*', 'फ़ाइल*', 'फ़िल्टर*', 'फ़ैक्ट*', 'फ़्लीट*', 'स्टाफ़', 'ऑफ़*', 'सर्टिफ़ि*', 'सर्टिफ़ाइड',
  'डीज़ल*', 'बायोडीज़ल*', 'बिज़नेस*', 'ब्राउज़र*', 'न्यूज़*',
  // nasal vowels: chandrabindu (anusvara stays over ि ी े ै ो ौ: में, नहीं)
  'बूँद*', 'पाँच*', 'जाँच*', 'माँग*', 'आँकड़*', 'पहुँच*', 'गाँव*', 'ऊँच*', 'सँभाल*', 'काँट*', 'धर्मकाँट*', 'बाँट*', 'आँख*', 'साँस', 'मँगा*',
  'हाँ', 'यहाँ', 'वहाँ', 'कहाँ', 'जहाँ',
];

/** Words and phrases the glossary rejects, each with the one to use and why. A trailing * as above. */
const REJECTED: { avoid: string; use: string; why: string }[] = [
  { avoid: 'ठिकाने लगा*', use: 'निपटान (निपटान करना)', why: '"ठिकाने लगाना" reads as getting rid of something on the quiet' },
  { avoid: 'अनुबंध*', use: 'अनुलग्नक', why: 'an Annex of a directive; अनुबंध is a contract' },
  { avoid: 'घुलकर ख़त्म*', use: 'सड़कर मिट्टी में मिल जाना', why: 'biodegrading: oil does not dissolve away' },
  { avoid: 'टिकाऊ ईंधन*', use: 'सस्टेनेबल फ़्यूल', why: 'टिकाऊ says long-lasting, not sustainable' },
  { avoid: 'टिकाऊ फ़्यूल*', use: 'सस्टेनेबल फ़्यूल', why: 'टिकाऊ says long-lasting, not sustainable' },
  { avoid: 'बायोफ़्यूल*', use: 'जैव ईंधन', why: 'biofuel is जैव ईंधन, as in राष्ट्रीय जैव ईंधन नीति' },
  { avoid: 'बचा हुआ उत्सर्जन', use: 'टला हुआ उत्सर्जन', why: 'avoided emissions: बचा हुआ also reads as left over' },
  { avoid: 'उत्सर्जन बचता*', use: 'उत्सर्जन टलता है (avoided) or उत्सर्जन फिर भी होता है (remaining)', why: 'बचना is both to be saved and to be left over' },
  { avoid: 'कैलिब्रेटेड काँट*', use: 'कैलिब्रेटेड तौल मशीन', why: 'one phrase for a calibrated scale' },
  { avoid: 'तराज़ू', use: 'तौल मशीन', why: 'one phrase for a calibrated scale' },
  { avoid: 'नंबर की जाँच कर*', use: 'नंबर वेरिफ़ाई करें', why: 'verifying a number or an OTP is वेरिफ़ाई करना; जाँचना is checking' },
  { avoid: 'नंबर जाँच*', use: 'नंबर वेरिफ़ाई करें', why: 'verifying a number or an OTP is वेरिफ़ाई करना; जाँचना is checking' },
  { avoid: 'OTP जाँच*', use: 'OTP वेरिफ़ाई करें', why: 'verifying a number or an OTP is वेरिफ़ाई करना; जाँचना is checking' },
  { avoid: 'OTP से जाँच*', use: 'OTP से वेरिफ़ाई करें', why: 'verifying a number or an OTP is वेरिफ़ाई करना; जाँचना is checking' },
];

/** In headings, titles and labels used cooking oil is इस्तेमाल किया तेल, never the long first mention. */
const LONG_OIL = ['खाना पकाने*', 'इस्तेमाल हो चुक*'];
const HEADING_KEYS = /(^|\.)(title|h1|heading|eyebrow|faqHeading|question|label)$|(Title|Heading|Label)$/;

/** Letters as written, whatever the encoding: क़ as one code point or as क + nukta. */
const normal = (text: string) => text.normalize('NFC');
/** The letters without nukta, and chandrabindu read as anusvara: every spelling of a word has the same skeleton. */
const skeleton = (word: string) => normal(word).replace(/\u093C/g, '').replace(/\u0901/g, '\u0902');
/** Devanagari words, the danda and digits left out. */
const words = (text: string) => normal(text).match(/[\u0900-\u0963\u0971-\u097F]+/g) ?? [];
/** Words, and the Latin abbreviations that phrases use (OTP). */
const tokens = (text: string) => normal(text).match(/[\u0900-\u0963\u0971-\u097F]+|[A-Za-z]+/g) ?? [];

interface Pattern {
  words: string[];
  /** The last word may go on (a stem). */
  open: boolean;
}
const pattern = (text: string): Pattern => ({ words: text.replace(/\*$/, '').split(' '), open: text.endsWith('*') });

/** Where the pattern's letters occur in the tokens, in any spelling: the tokens found there. */
function occurrences(found: string[], { words: wanted, open }: Pattern): string[][] {
  const hits: string[][] = [];
  const keys = found.map(skeleton);
  const wantedKeys = wanted.map(skeleton);
  for (let start = 0; start + wanted.length <= found.length; start++) {
    const matches = wantedKeys.every((key, index) => {
      const token = keys[start + index];
      return index === wanted.length - 1 && open ? token.startsWith(key) : token === key;
    });
    if (matches) hits.push(found.slice(start, start + wanted.length));
  }
  return hits;
}

/** How much of a word spells the stem, in whatever spelling: the rest is its ending. */
function stemLength(word: string, stem: string): number {
  let length = 0;
  while (length < word.length && !(skeleton(word.slice(0, length)) === skeleton(stem) && !/[\u093C\u0901\u0902]/.test(word[length]))) length++;
  return length;
}

/** The spelling problems in one piece of text: `"found" → "use"`. */
function spellingProblems(text: string): string[] {
  const found = words(text);
  const problems: string[] = [];
  for (const entry of SPELLINGS) {
    const wanted = pattern(entry);
    const [stem] = wanted.words;
    for (const [word] of occurrences(found, wanted)) {
      const right = wanted.open ? word.startsWith(normal(stem)) : word === normal(stem);
      if (!right) problems.push(`"${word}" → "${normal(stem)}${word.slice(stemLength(word, stem))}"`);
    }
  }
  // A nasal vowel at the end of a word: सेवाएँ, कंपनियाँ, हूँ.
  const reported = new Set(problems.map((problem) => problem.split('"')[1]));
  for (const word of found) if (/[ाुूएआऊ]\u0902$/.test(word) && !reported.has(word)) problems.push(`"${word}" → "${word.slice(0, -1)}\u0901" (chandrabindu)`);
  return problems;
}

function rejectedProblems(text: string): string[] {
  const found = tokens(text);
  return REJECTED.flatMap(({ avoid, use, why }) => occurrences(found, pattern(avoid)).map((hit) => `"${hit.join(' ')}" → "${use}" (${why})`));
}

function headingProblems(text: string): string[] {
  const found = tokens(text);
  return LONG_OIL.flatMap((avoid) => occurrences(found, pattern(avoid)).map((hit) => `"${hit.join(' ')}" in a heading → "इस्तेमाल किया तेल"`));
}

const catalogues = readdirSync(catalogueDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => join(catalogueDir, file));
const contentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? contentFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
const modules = contentFiles(contentDir);
const name = (file: string) => relative(root, file);
const messages = (file: string): [string, string][] => Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);

/** The strings of a content module under heading-like keys, with their place. */
function headings(value: unknown, at: string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => headings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (typeof item === 'string' ? (HEADING_KEYS.test(key) ? [[`${at}.${key}`, item] as [string, string]] : []) : headings(item, `${at}.${key}`)));
  return [];
}
const hindiModules = import.meta.glob<Record<string, unknown>>(['../../src/content/hi/**/*.ts'], { eager: true });

describe('the checker', () => {
  it('finds a word without its nukta or chandrabindu, in either encoding, and leaves other words alone', () => {
    expect(spellingProblems('नए काग़ज़ात और खर्च, फ़्रायर की बूंद।')).toEqual(['"खर्च" → "ख़र्च"', '"बूंद" → "बूँद"']);
    expect(spellingProblems('कागज़ात, इलाके में')).toEqual(['"कागज़ात" → "काग़ज़ात"', '"इलाके" → "इलाक़े"']);
    expect(spellingProblems('\u0958ीमत और क़ीमत')).toEqual([]);
    expect(spellingProblems('खुदाई, नक्षत्र, सांकेतिक, ठंडा, नहीं, करें')).toEqual([]);
    expect(spellingProblems('यहां आएं')).toEqual(['"यहां" → "यहाँ"', '"आएं" → "आएँ" (chandrabindu)']);
  });

  it('finds a rejected phrase across spellings and endings', () => {
    expect(rejectedProblems('तेल को ठिकाने लगाया जाए')).toHaveLength(1);
    expect(rejectedProblems('घुलकर खत्म हो जाता है')).toHaveLength(1);
    expect(rejectedProblems('OTP जाँचें, फिर FSSAI की जाँच')).toHaveLength(1);
    expect(rejectedProblems('जैव ईंधन नीति, निपटान का सर्टिफ़िकेट')).toEqual([]);
  });
});

describe('Hindi spelling and terms', () => {
  it('finds the Hindi catalogues and content modules', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(6);
    expect(modules.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(hindiModules)).toHaveLength(modules.length);
  });

  it.each(catalogues.map(name))('%s: one spelling per word, no rejected term', (file) => {
    const problems = messages(join(root, file)).flatMap(([key, message]) =>
      [...spellingProblems(message), ...rejectedProblems(message)].map((problem) => `${file} (${key}): ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(modules.map(name))('%s: one spelling per word, no rejected term', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const problems = [...spellingProblems(text), ...rejectedProblems(text)].map((problem) => `${file}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('keeps the long first mention of used cooking oil out of headings, titles and labels', () => {
    const fromCatalogues = catalogues.flatMap((file) =>
      messages(file)
        .filter(([key]) => HEADING_KEYS.test(key))
        .flatMap(([key, message]) => headingProblems(message).map((problem) => `${name(file)} (${key}): ${problem}`)),
    );
    // Each module's copy once: its named export, not again as the default export.
    const fromContent = Object.entries(hindiModules).flatMap(([path, exports]) =>
      headings(Object.fromEntries(Object.entries(exports).filter(([key]) => key !== 'default')), '').flatMap(([at, text]) => headingProblems(text).map((problem) => `${path.replace('../../', '')} (${at.slice(1)}): ${problem}`)),
    );
    expect([...fromCatalogues, ...fromContent]).toEqual([]);
  });
});
