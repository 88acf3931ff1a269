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
  'हाँ', 'यहाँ', 'वहाँ', 'कहाँ', 'जहाँ', 'धुँधल*',
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
  { avoid: 'बचा उत्सर्जन', use: 'टला उत्सर्जन', why: 'avoided emissions: बचा also reads as left over' },
  { avoid: 'उत्सर्जन बच*', use: 'उत्सर्जन टलता है (avoided) or उत्सर्जन फिर भी होता है (remaining)', why: 'बचना is both to be saved and to be left over' },
  { avoid: 'गैस बच*', use: 'गैस का उत्सर्जन टलेगा', why: 'बचना is both to be saved and to be left over' },
  { avoid: 'गैस की बचत', use: 'टला हुआ उत्सर्जन', why: '"गैस की बचत" reads as saving cooking gas' },
  { avoid: 'उत्सर्जन टाल*', use: 'उत्सर्जन टलता है, टला हुआ उत्सर्जन', why: 'one verb for avoided emissions: टलना says the emission did not happen without naming who avoided it' },
  // Terms settled in the language pass of issue 31 (docs/hindi-glossary.md, "Settled in the language pass")
  { avoid: 'पुराने खाने के', use: 'पुराना तेल', why: '"पुराने खाने के तेल" also reads as oil of stale food' },
  { avoid: 'पुराने खाने का', use: 'पुराना तेल', why: '"पुराने खाने का तेल" also reads as oil of stale food' },
  { avoid: 'पुराना खाने का', use: 'पुराना तेल', why: '"पुराना खाने का तेल" also reads as oil of stale food' },
  { avoid: 'खाने के पुराने तेल', use: 'पुराना तेल', why: 'one short form for used cooking oil' },
  { avoid: 'कचरे वाले खाने*', use: 'पुराना तेल', why: 'waste cooking oil is used cooking oil: one term' },
  { avoid: 'ताज़ा तेल', use: 'नया तेल', why: 'fresh (unused) oil is नया तेल, as the FSSAI rules are read' },
  { avoid: 'ताज़े तेल', use: 'नए तेल', why: 'fresh (unused) oil is नया तेल, as the FSSAI rules are read' },
  { avoid: 'फेंका गया', use: 'हटाया गया (तेल)', why: 'oil discarded from use is हटाया गया; फेंका says thrown away' },
  { avoid: 'फेंके जाने', use: 'हटाए जाने, कचरे में जाने', why: 'oil discarded from use is हटाया गया; फेंका says thrown away' },
  { avoid: 'तेल या चिकनाई', use: 'तेल या वसा', why: 'fat is वसा; चिकनाई is lubricity' },
  { avoid: 'तेल और चिकनाई', use: 'तेल और वसा', why: 'fat is वसा; चिकनाई is lubricity' },
  { avoid: 'कंपनीज़*', use: 'कंपनी अधिनियम, 2013; कंपनियाँ', why: 'the Act has its Hindi name, and Hindi plurals are Hindi' },
  { avoid: 'इम्पैक्ट*', use: 'असर', why: 'impact is असर' },
  { avoid: 'इंपैक्ट*', use: 'असर', why: 'impact is असर' },
  { avoid: 'वेंडर खात*', use: 'वेंडर अकाउंट', why: 'the site account is अकाउंट; खाता stays for a bank account' },
  { avoid: 'आपके खाते की जानकारी', use: 'आपके अकाउंट की जानकारी', why: 'the site account is अकाउंट; खाता stays for a bank account' },
  { avoid: 'खाता नहीं बनता', use: 'अकाउंट नहीं बनता', why: 'the site account is अकाउंट; खाता stays for a bank account' },
  { avoid: 'ईमेल*', use: 'ई-मेल', why: 'one spelling' },
  { avoid: 'के बजाय दायरे*', use: 'के बजाय रेंज में', why: 'a range of figures is रेंज; दायरा stays for the scope of a project' },
  { avoid: 'टेस्टिंग', use: 'जाँच (TPC की जाँच)', why: 'testing is जाँच; टेस्ट stays for the strips and for "test"' },
  { avoid: 'Scope', use: 'स्कोप (स्कोप 1, 2, 3)', why: 'English words are written in Devanagari; Latin only for acronyms and names' },
  { avoid: 'रेगुलर', use: 'नियमित', why: 'one word for regular' },
  { avoid: 'क्विक*', use: 'फ़ास्ट-फ़ूड रेस्टोरेंट', why: 'one word for a quick-service restaurant' },
  { avoid: 'बैच नंबर', use: 'बैच ID', why: 'one name for a batch reference' },
  { avoid: 'इस्तेमाल होने वाला कोड', use: 'एक बार इस्तेमाल होने वाला पासवर्ड (OTP)', why: 'OTP spelt out one way' },
  { avoid: 'मंज़ूर इस्तेमाल', use: 'अधिकृत इस्तेमाल', why: 'authorised is अधिकृत' },
  { avoid: 'निपटान सर्टिफ़िकेट*', use: 'निपटान का सर्टिफ़िकेट', why: 'certificates are named "X का सर्टिफ़िकेट"' },
  { avoid: 'कलेक्शन सर्टिफ़िकेट*', use: 'कलेक्शन का सर्टिफ़िकेट', why: 'certificates are named "X का सर्टिफ़िकेट"' },
  { avoid: 'सवाल जवाब', use: 'अक्सर पूछे जाने वाले सवाल', why: 'FAQ has one name' },
  { avoid: 'सॉल्यूशन*', use: 'फ़ूड बिज़नेस के लिए नियमों का पालन', why: 'a menu item carries its page title' },
  { avoid: 'पुराने तेल UCO का कलेक्शन', use: 'इस्तेमाल किए तेल का कलेक्शन', why: 'a menu item and its page title are one name' },
  { avoid: 'काइनेमैटिक*', use: 'गाढ़ापन (विस्कॉसिटी)', why: 'one word for viscosity' },
  { avoid: 'छत के नीचे', use: 'बंद जगह', why: 'indoors is बंद जगह' },
  { avoid: 'फ़ॉसिल*', use: 'पेट्रोलियम (पेट्रोलियम डीज़ल, पेट्रोलियम ईंधन)', why: 'one word for fossil' },
  { avoid: 'बिल्कुल', use: 'बिलकुल', why: 'one spelling' },
  { avoid: 'फ़ैक्टरी', use: 'फ़ैक्ट्री', why: 'one spelling' },
  { avoid: 'फ़ैक्टरियाँ', use: 'फ़ैक्ट्रियाँ', why: 'one spelling' },
  { avoid: 'फ़ैक्टरियों', use: 'फ़ैक्ट्रियों', why: 'one spelling' },
  { avoid: 'की बजाय', use: 'के बजाय', why: 'one form' },
  { avoid: 'कैटरर्स', use: 'कैटरर', why: 'Hindi plurals are Hindi: कैटरर' },
  { avoid: 'श्रीपेरंबदूर', use: 'श्रीपेरुंबुदूर', why: 'misspelt' },
  { avoid: 'app', use: 'ऐप', why: '"app" in Hindi text is ऐप, as the Hindi press writes it (App Store stays: a name)' },
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

/** Latin words the glossary rejects in Hindi copy ("app"): checked in the copy itself, not in a module's code. */
const isLatin = ({ avoid }: { avoid: string }) => /^[A-Za-z]/.test(avoid);

function rejectedProblems(text: string, rejected = REJECTED): string[] {
  const found = tokens(text);
  return [
    ...rejected.flatMap(({ avoid, use, why }) => occurrences(found, pattern(avoid)).map((hit) => `"${hit.join(' ')}" → "${use}" (${why})`)),
    ...avoidedProblems(text),
    ...halfMaProblems(text),
  ];
}

/**
 * Avoided emissions are टलना, and nothing else in a sentence about emissions: no form of बचना,
 * बचाना or बचत (saved, or left over; "गैस की बचत" is saving cooking gas), no रुकना (the emission
 * had started and stopped), no टालना (someone avoided it: a claim). बचाव (protection) and बच्चे
 * (children) are other words.
 */
const EMISSIONS = /उत्सर्जन|ग्रीनहाउस|CO2|कार्बन/;
const NOT_AVOIDED = /^(बच(?!्|ाव)|रुक|टाल)/;
function avoidedProblems(text: string): string[] {
  return normal(text)
    .split(/[।?!\n]|\.\s/)
    .filter((sentence) => EMISSIONS.test(sentence))
    .flatMap((sentence) => words(sentence).filter((word) => NOT_AVOIDED.test(word)))
    .map((word) => `"${word}" in a sentence about emissions → टलना (टला हुआ उत्सर्जन, उत्सर्जन टलता है) or उत्सर्जन में कमी (a saving in per cent)`);
}

/** A nasal consonant before प फ ब भ is written with anusvara (कंपनी, संपर्क), not a half म. */
function halfMaProblems(text: string): string[] {
  return words(text)
    .filter((word) => /म्[पफबभ]/.test(word))
    .map((word) => `"${word}" → "${word.replace(/म्([पफबभ])/g, '\u0902$1')}" (anusvara for a nasal consonant)`);
}

/** Comments in a content module are English notes for developers, not Hindi copy. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

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
/** Every string in a module's exports (a page's copy), once. */
const strings = (value: unknown, seen = new Set<unknown>()): string[] => {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
};
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

  it('finds बचना, बचत, रुकना and टालना for avoided emissions in any form, and leaves their other uses alone', () => {
    expect(rejectedProblems('बायोडीज़ल से बचा उत्सर्जन अलग से')).toHaveLength(2);
    expect(rejectedProblems('देखें कि कितनी ग्रीनहाउस गैस बचेगी।')).toHaveLength(2);
    expect(rejectedProblems('बायोडीज़ल ने कितना CO2e बचाया।')).toHaveLength(1);
    expect(rejectedProblems('CO2e उत्सर्जन बायोडीज़ल बनकर रुका')).toHaveLength(1);
    expect(rejectedProblems('हर महीने ग्रीनहाउस गैस की बचत')).toHaveLength(2);
    expect(rejectedProblems('हमने 500 टन उत्सर्जन टाला।')).toHaveLength(2);
    expect(rejectedProblems('बायोडीज़ल से टला हुआ उत्सर्जन अलग से बताएँ। उत्सर्जन में 65 प्रतिशत कमी।')).toEqual([]);
    expect(rejectedProblems('बचे हुए अक्षर: 12। कड़ाही में बचा तेल। बीमारियों से बचाव।')).toEqual([]);
  });

  it('finds the renderings the glossary rejects, in Latin letters too, and a half म before प फ ब भ', () => {
    expect(rejectedProblems('हमारा app डाउनलोड करें, Scope 3 के लिए')).toHaveLength(2);
    expect(rejectedProblems('पुराने खाने के तेल की क़ीमत, ताज़ा तेल, ईमेल')).toHaveLength(3);
    expect(rejectedProblems('इम्पैक्ट रिपोर्ट, कम्प्रेशन')).toHaveLength(3);
    expect(rejectedProblems('GreenDrop ऐप, स्कोप 3, कंपनी, संपर्क, नया तेल, ई-मेल')).toEqual([]);
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
    const text = withoutComments(readFileSync(join(root, file), 'utf8'));
    // Latin words are looked for in the copy the module exports: its code has English names (app.store).
    const copy = strings(hindiModules[`../../${file}`]).join('\n');
    const latin = REJECTED.filter(isLatin).flatMap(({ avoid, use, why }) => occurrences(tokens(copy), pattern(avoid)).map((hit) => `"${hit.join(' ')}" → "${use}" (${why})`));
    const problems = [...spellingProblems(text), ...rejectedProblems(text, REJECTED.filter((entry) => !isLatin(entry))), ...latin].map((problem) => `${file}: ${problem}`);
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
