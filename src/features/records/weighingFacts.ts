import type { Fact } from '../../components/ui/FactList';
import type { Translate } from '../../i18n/useT';
import type { Verification } from '../../types/api';
import type { LocaleFormats } from '../dashboard';
import { estimateDifference, type EstimateDifference } from './weighing';
export { photoAddress } from '../../lib/photoAddress';

/**
 * The weighing's facts as the certificate of collection and the public check (/verify) show them:
 * gross, tare and net kg, and the scale with the day its legal-metrology stamp was last renewed.
 */
export function weighingFacts(t: Translate<'certificate'>, fmt: LocaleFormats, weighing: Verification['weighing']): Fact[] {
  const kg = (value: number) => t('weighing.kgValue', { kg: fmt.number(value) });
  return [
    [t('weighing.gross'), kg(weighing.gross_kg)],
    [t('weighing.tare'), kg(weighing.tare_kg)],
    [t('weighing.net'), kg(weighing.net_kg)],
    [t('weighing.scale'), t('weighing.scaleValue', { scale: weighing.scale_id, date: fmt.longDate(weighing.scale_stamped_on) })],
  ];
}

/** A figure with its sign: "+8.2", "−8.7" (a true minus sign), "0". */
export const signed = (fmt: LocaleFormats, value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${fmt.number(Math.abs(value))}`;

/** The vendor's estimate beside the net weight, in words: "218 kg; weighed −8.7 kg (−4 %)". */
export function estimateWords(t: Translate<'certificate'>, fmt: LocaleFormats, difference: EstimateDifference): string {
  return t('weighing.estimateValue', { estimate: fmt.number(difference.estimateKg), kg: signed(fmt, difference.kg), percent: `${signed(fmt, difference.percent)} %` });
}

export { estimateDifference };

