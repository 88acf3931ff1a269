import type { MessageId } from '../i18n/catalogs';

/**
 * The published and physical factors behind the calculator's figures, each with its source. The
 * company's own figures (rates, points, minimums, biodiesel yield) live in config/site.ts.
 */

/** Cooking oil weighs about 0.92 kg a litre at room temperature (vegetable oils: 0.91 to 0.93). */
export const OIL_KG_PER_LITRE = 0.92;

/** An average month: 365 days over 12 months, about 30.42 days (not a flat 30). */
export const DAYS_PER_MONTH = 365 / 12;
export const DAYS_PER_WEEK = 7;

/**
 * Directive (EU) 2018/2001 (RED II), Annex V, Part C, point 19: the fossil fuel comparator for
 * transport biofuels, in grams of CO2 equivalent per megajoule of fuel.
 */
export const FOSSIL_COMPARATOR_G_PER_MJ = 94;

/**
 * RED II, Annex V, Part A: the default greenhouse gas emission saving of waste cooking oil
 * biodiesel against that comparator (the typical value is 88 %; the default is the cautious one).
 */
export const UCO_BIODIESEL_DEFAULT_SAVING = 0.84;

/** RED II, Annex III: the lower heating value of fatty acid methyl ester (biodiesel), MJ per kg. */
export const BIODIESEL_MJ_PER_KG = 37;

/**
 * FSSAI's direction of 30 January 2019 on used cooking oil: food businesses using more than 50
 * litres of edible oil a day for frying keep records of it and hand used oil only to agencies
 * authorised by FSSAI or the state's Commissioner of Food Safety.
 */
export const FSSAI_RECORDS_LITRES_PER_DAY = 50;

/** Where the factors above are published, for the page's list of sources (each title a message of the `calculator` catalogue). */
export const sources = [
  { label: 'source.redII', href: 'https://eur-lex.europa.eu/eli/dir/2018/2001/oj' },
  { label: 'source.fssai', href: 'https://www.fssai.gov.in/ruco/' },
] as const satisfies readonly { label: MessageId<'calculator'>; href: string }[];
