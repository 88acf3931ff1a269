import { dateInWords } from '../../config/dateInWords';
import { site } from '../../config/site';

// When the company's figures were counted, in words: apart from facts.ts, so that a page quoting
// only this (the home page) does not load every shared sentence.

/** The day the company's figures were counted (site.figuresAsOf), in words: "1 नवंबर 2026". */
export const figuresAsOfDate = dateInWords(site.figuresAsOf, 'hi-IN');

/** Under every set of key figures that holds a company figure. */
export const figuresAsOf = `आँकड़े ${figuresAsOfDate} तक के।`;
