/**
 * The published and physical factors behind the calculator's figures and the company's own (the
 * CO2e formula both use is here), each with its source; the calculator page links the publications
 * (features/calculator/sources.ts). The company's own facts (rates, points, minimums, tonnes
 * collected) live in config/site.ts.
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
 * biodiesel against that comparator. The default is the cautious value, and the one every figure
 * of ours uses: the calculator's and the company's (config/companyFigures.ts).
 */
export const UCO_BIODIESEL_DEFAULT_SAVING = 0.84;

/** RED II, Annex V, Part A: the typical saving of waste cooking oil biodiesel, quoted beside the default. */
export const UCO_BIODIESEL_TYPICAL_SAVING = 0.88;

/** RED II, Annex III: the lower heating value of fatty acid methyl ester (biodiesel), MJ per kg. */
export const BIODIESEL_MJ_PER_KG = 37;

/**
 * Biodiesel made from a kilogram of used cooking oil as collected: 0.8 kg. A kilogram of clean, dry
 * oil gives close to a kilogram of methyl esters, but collected oil carries water, sediment and free
 * fatty acids that are lost before and after the reaction. Feasibility studies of waste cooking oil
 * biodiesel take 80 to 90 % (e.g. Ehsan and Chowdhury, "Production of biodiesel using alkaline based
 * catalysts from waste cooking oil: a case study", Procedia Engineering 105 (2015) 638-645); we use
 * the low end, as the partner plants' yield on oil as we deliver it. The 90 % often quoted is for
 * oil already cleaned and dried.
 */
export const UCO_BIODIESEL_KG_PER_KG = 0.8;

/**
 * FSSAI's direction of 30 January 2019 on used cooking oil: food businesses using more than 50
 * litres of edible oil a day for frying keep records of it and hand used oil only to agencies
 * authorised by FSSAI or the state's Commissioner of Food Safety.
 */
export const FSSAI_RECORDS_LITRES_PER_DAY = 50;

/** Greenhouse gas avoided when the oil becomes biodiesel that replaces fossil diesel (RED II defaults). */
export interface Co2eAvoided {
  biodieselKg: number;
  energyMj: number;
  /** What the same energy from fossil diesel would emit, kg CO2e. */
  fossilKg: number;
  /** The default saving of that, kg CO2e. */
  avoidedKg: number;
}

/**
 * The one formula for CO2e avoided, from kilograms of collected oil made into biodiesel: the
 * calculator's figure for a kitchen and the company's figure to date (config/companyFigures.ts).
 */
export function co2eAvoided(oilKg: number): Co2eAvoided {
  const biodieselKg = oilKg * UCO_BIODIESEL_KG_PER_KG;
  const energyMj = biodieselKg * BIODIESEL_MJ_PER_KG;
  const fossilKg = (energyMj * FOSSIL_COMPARATOR_G_PER_MJ) / 1000;
  return { biodieselKg, energyMj, fossilKg, avoidedKg: fossilKg * UCO_BIODIESEL_DEFAULT_SAVING };
}
