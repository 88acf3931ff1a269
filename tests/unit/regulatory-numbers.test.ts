import { describe, expect, it } from 'vitest';
import {
  BIODIESEL_BLENDING_TARGET,
  FSSAI_FRESH_OIL_MAX_TPC_PERCENT,
  FSSAI_RECORDS_LITRES_PER_DAY,
  FSSAI_USED_OIL_MAX_TPC_PERCENT,
} from '../../src/config/oilFactors';

// Every regulatory number the copy quotes (FSSAI's 50 litres a day, the 15 % and 25 % TPC limits,
// the 5 % biodiesel target for 2030) is a constant of config/oilFactors.ts, with its source there.
// A page, a catalogue or the demo news that types one of them itself fails here: the source text is
// scanned, so a number interpolated from the constant (`${FSSAI_RECORDS_LITRES_PER_DAY} litres`)
// passes and a typed "50 litres" does not.

const sources = import.meta.glob<string>(
  ['../../src/content/**/*.ts', '../../src/locales/**/*.json', '../../src/mocks/data/news.ts', '../../src/mocks/data/products.ts'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The copy without its comments, which cite the rules by their numbers. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const percent = '\\s?(?:%|per cent|percent|प्रतिशत)';
const typed: [string, RegExp][] = [
  // FSSAI's threshold is litres a day (a can that makes 50 litres of washing solution is not it).
  [
    `${FSSAI_RECORDS_LITRES_PER_DAY} litres a day`,
    new RegExp(`\\b${FSSAI_RECORDS_LITRES_PER_DAY}[\\s-]?(?:litres?|L\\b|लीटर)[^.।]{0,40}(?:day|दिन|rule|नियम)|रोज़ ${FSSAI_RECORDS_LITRES_PER_DAY}\\s?लीटर`, 'g'),
  ],
  [`${FSSAI_FRESH_OIL_MAX_TPC_PERCENT} % TPC`, new RegExp(`(?<![\\d.])${FSSAI_FRESH_OIL_MAX_TPC_PERCENT}(?:</strong>)?${percent}`, 'g')],
  [`${FSSAI_USED_OIL_MAX_TPC_PERCENT} % TPC`, new RegExp(`(?<![\\d.])${FSSAI_USED_OIL_MAX_TPC_PERCENT}(?:</strong>)?${percent}`, 'g')],
  [`the ${BIODIESEL_BLENDING_TARGET.year} target`, new RegExp(`\\b${BIODIESEL_BLENDING_TARGET.year}\\b`, 'g')],
  [`${BIODIESEL_BLENDING_TARGET.percent} % biodiesel blending`, new RegExp(`(?<![\\d.])${BIODIESEL_BLENDING_TARGET.percent}${percent} (?:biodiesel (?:blending )?in diesel|बायोडीज़ल मि)`, 'g')],
];

describe('no page types a regulatory number itself', () => {
  it('the scan reads the copy in both languages, the catalogues and the demo news', () => {
    const files = Object.keys(sources);
    for (const expected of ['content/pages/foodBusinessCompliance.ts', 'content/hi/pages/foodBusinessCompliance.ts', 'locales/hi/calculator.json', 'mocks/data/news.ts']) {
      expect(files.some((file) => file.endsWith(expected)), expected).toBe(true);
    }
  });

  it.each(typed)('%s comes from config/oilFactors.ts wherever it is quoted', (_name, pattern) => {
    const found = Object.entries(sources).flatMap(([file, source]) => {
      const text = withoutComments(source);
      return [...text.matchAll(pattern)].map((match) => `${file.replace('../../src/', '')}: …${text.slice(Math.max(0, match.index - 40), match.index + 30)}…`);
    });
    expect(found).toEqual([]);
  });
});
