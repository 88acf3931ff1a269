import type { MessageId } from '../../i18n/catalogs';

/**
 * What a kitchen declares when it signs: the site's own words, versioned, so that a printed
 * declaration always shows the statements its signatory read. A change of wording is a new version
 * (a new list below and new keys in both catalogues), never an edit of a signed one.
 *
 * Written in plain words from what the scheme asks of a point of origin of waste and residues
 * (the kitchen where used cooking oil arises), not copied from any certification body's form.
 * Sources:
 * - ISCC EU System Document 202-5 (waste and residues) and the ISCC self-declaration requirements
 *   for points of origin of waste and residues: the oil is waste and is not mixed with virgin oil;
 *   quantities are documented; auditors of the certification body (or of ISCC) may verify on site
 *   or by telephone; the data may be passed on to the certification body and ISCC; a point of
 *   origin of more than 10 tonnes of used cooking oil a month is audited on its own.
 * - Directive (EU) 2018/2001 (RED II), Annex IX Part B: used cooking oil, and animal fats of
 *   categories 1 and 2, as feedstocks of their own (hence the animal-fat question); Article 2
 *   takes "waste" from Directive 2008/98/EC, Article 3(1): a substance its holder discards, or
 *   intends or is required to discard.
 * - India's Solid Waste Management Rules, 2016: a bulk generator segregates its waste and hands
 *   it to authorised collectors.
 * - FSSAI's rule that frying oil past 25 % total polar compounds is not used again, and its RUCO
 *   programme for handing such oil to authorised collectors (the limit and its instrument:
 *   config/oilFactors.ts, FSSAI_USED_OIL_MAX_TPC_PERCENT).
 */

export type StatementId = MessageId<'declaration'> & `statement.${string}`;

/** Each version's statements, in the order they are shown and printed. */
export const STATEMENTS: Readonly<Record<string, readonly StatementId[]>> = {
  '2026-1': [
    'statement.2026-1.usedOil',
    'statement.2026-1.notMixed',
    'statement.2026-1.waste',
    'statement.2026-1.documented',
    'statement.2026-1.wasteRules',
    'statement.2026-1.audits',
    'statement.2026-1.data',
    'statement.2026-1.true',
  ],
};

/** The version a new declaration is signed with. */
export const CURRENT_STATEMENTS_VERSION = '2026-1';

/** Every version the site can show (a signed declaration names one of them). */
export const STATEMENTS_VERSIONS: readonly string[] = Object.keys(STATEMENTS);

/** The statements of a version, or null for one this site does not hold (the print then says so). */
export function statementsOf(version: string): readonly StatementId[] | null {
  return Object.hasOwn(STATEMENTS, version) ? STATEMENTS[version] : null;
}
