import { useMemo } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { wordsFor, type Words } from './words';

/** The calculator's messages and number formats in the page's language (suspends until its catalogue is in). */
export function useWords(): Words {
  const t = useT('calculator');
  const locale = useLocale();
  return useMemo(() => wordsFor(t, locale), [t, locale]);
}
