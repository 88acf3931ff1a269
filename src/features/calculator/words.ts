import type { MessageId } from '../../i18n/catalogs';
import type { Locale } from '../../i18n/locale';
import type { Translate } from '../../i18n/useT';
import { numbersFor, type Numbers } from './format';

export type CalculatorMessage = MessageId<'calculator'>;

/**
 * What the calculator's text needs of the page's language: its messages (the `calculator`
 * namespace) and its numbers. Components get it from `useWords`; the functions that put a sentence
 * together from figures take it as an argument.
 */
export interface Words {
  t: Translate<'calculator'>;
  num: Numbers;
}

export const wordsFor = (t: Translate<'calculator'>, locale: Locale): Words => ({ t, num: numbersFor(locale) });
