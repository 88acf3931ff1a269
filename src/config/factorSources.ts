/*
 * Where the factors of config/oilFactors.ts are published, for the lists of sources of the
 * calculator page and the vendor's impact certificate. Apart from the factors, which reach every
 * page's shell with the company's figures (config/site.ts): only those two load the addresses.
 */

/** Where the factors are published: Directive (EU) 2018/2001 (RED II), in the EU's official journal. */
export const RED_II_URL = 'https://eur-lex.europa.eu/eli/dir/2018/2001/oj';

/** The yield study quoted for UCO_BIODIESEL_KG_PER_KG (Procedia Engineering 105 (2015) 638-645). */
export const UCO_YIELD_STUDY_URL = 'https://www.sciencedirect.com/science/article/pii/S1877705815008395';

/** FSSAI's RUCO page, with its direction of 30 January 2019 on used cooking oil. */
export const FSSAI_RUCO_URL = 'https://www.fssai.gov.in/ruco/';
