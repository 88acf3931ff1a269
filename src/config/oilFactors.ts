/**
 * The published and physical factors behind the calculator's figures, the vendor's impact
 * certificate and the company's own (the CO2e formula and oilImpact, which all of them use, are
 * here), each with its source; the addresses of those publications, which the calculator page
 * and the impact certificate link, are in config/factorSources.ts. The company's own facts
 * (points, minimums, tonnes collected) live in config/site.ts, the rates in config/oilRates.ts.
 */

/** Cooking oil weighs about 0.92 kg a litre at room temperature (vegetable oils: 0.91 to 0.93). */
export const OIL_KG_PER_LITRE = 0.92;

/**
 * Biodiesel (B100) weighs about 0.88 kg a litre: the middle of the 860 to 900 kg/m³ at 15 °C that
 * both EN 14214 (table 1, density) and India's IS 15607:2016, which follows it, allow.
 */
export const BIODIESEL_KG_PER_LITRE = 0.88;

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
 * fatty acids that are lost before and after the reaction. The feasibility study the site cites
 * works with 80 to 90 % (Ehsan and Chowdhury, "Production of biodiesel using alkaline based
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

/**
 * Total polar compounds (TPC) past which frying oil must not be used any further, per cent: set by
 * the Food Safety and Standards (Licensing and Registration of Food Businesses) First Amendment
 * Regulations, 2017 (notified 24 October 2017), which FSSAI's direction of 30 January 2019 cites,
 * and restated as regulation 2.3.15 of the FSS (Prohibition and Restrictions on Sales) Third
 * Amendment Regulations, 2020.
 */
export const FSSAI_USED_OIL_MAX_TPC_PERCENT = 25;

/**
 * TPC allowed in fresh (unused) vegetable oil or fat, per cent: regulation 2.3.15 as amended by the
 * Food Safety and Standards (Prohibition and Restrictions on Sales) Third Amendment Regulations,
 * 2020 (gazette of 26 October 2020), in force from 1 July 2021: the instrument the compliance page
 * names (content/pages/foodBusinessCompliance.ts), which also restates the 25 per cent above.
 */
export const FSSAI_FRESH_OIL_MAX_TPC_PERCENT = 15;

/** The day food businesses had to meet the fresh-oil limit (same 2020 amendment), ISO. */
export const FSSAI_FRESH_OIL_LIMIT_IN_FORCE = '2021-07-01';

/**
 * National Policy on Biofuels 2018, as amended in 2022 (Ministry of Petroleum and Natural Gas): an
 * indicative target of 5 per cent biodiesel blended into diesel by 2030.
 */
export const BIODIESEL_BLENDING_TARGET = { percent: 5, year: 2030 } as const;

/**
 * The most biodiesel (FAME to IS 15607) that diesel sold as diesel may already hold, per cent by
 * volume: BIS's IS 1460:2017, Automotive Diesel Fuel — Specification (sixth revision), which allows
 * up to 7 per cent. An engine approved for diesel to IS 1460 is therefore approved for B7; anything
 * richer needs its maker's own approval.
 */
export const DIESEL_MAX_BIODIESEL_PERCENT = 7;

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

/** What a quantity of collected oil amounts to: its volume, and, made into biodiesel, the biodiesel and the CO2e avoided. */
export interface OilImpact extends Co2eAvoided {
  oilKg: number;
  /** The oil's volume at OIL_KG_PER_LITRE. */
  oilLitres: number;
  /** The biodiesel's volume at BIODIESEL_KG_PER_LITRE. */
  biodieselLitres: number;
}

/**
 * The one function from kilograms of used cooking oil to every figure the site derives from them:
 * the calculator's month and the vendor's impact certificate for a financial year both call it, so
 * the same kilograms always give the same litres, biodiesel and CO2e.
 */
export function oilImpact(oilKg: number): OilImpact {
  const co2e = co2eAvoided(oilKg);
  return { ...co2e, oilKg, oilLitres: oilKg / OIL_KG_PER_LITRE, biodieselLitres: co2e.biodieselKg / BIODIESEL_KG_PER_LITRE };
}
