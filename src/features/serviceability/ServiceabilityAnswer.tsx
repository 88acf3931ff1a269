import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RichText } from '../../i18n/RichText';
import { useT } from '../../i18n/useT';
import type { Serviceability } from '../../types/api';
import { placeName } from './placeName';

/** Whose rate the answer quotes: a page for food businesses, the household page, or both (home, list of cities). */
export type RatesFor = 'business' | 'household' | 'both';

/**
 * The API's answer in words: where we collect from, how soon and what we pay, saying whom that
 * rate is for; or that we are not there yet, the nearest city we are in, and what to do.
 * `registering`: the person is filling in the registration form, which already leaves their
 * number with us.
 */
export function ServiceabilityAnswer({
  pincode,
  answer,
  registering = false,
  ratesFor = 'both',
}: {
  pincode: string;
  answer: Serviceability;
  registering?: boolean;
  ratesFor?: RatesFor;
}) {
  const t = useT('serviceability');
  if (answer.served) {
    const { first_pickup_days: days, rate_inr_per_kg: business, household_rate_inr_per_kg: household } = answer;
    const where = { city: placeName(t, answer.city), depot: placeName(t, answer.depot), days };
    if (ratesFor === 'business') return <>{t('answer.servedBusiness', { ...where, min: business.min, max: business.max })}</>;
    if (ratesFor === 'household') return <>{t('answer.servedHousehold', { ...where, min: household.min, max: household.max })}</>;
    return <>{t('answer.served', { ...where, min: business.min, max: business.max, homeMin: household.min, homeMax: household.max })}</>;
  }
  const city = answer.nearest_city && placeName(t, answer.nearest_city);
  if (registering) return <>{city ? t('answer.notServedRegistering', { pincode, city }) : t('answer.notServedRegisteringNoCity', { pincode })}</>;
  const leaveNumber = { 0: <Link to={paths.contact} /> };
  return city ? (
    <RichText namespace="serviceability" id="answer.notServed" values={{ pincode, city }} components={leaveNumber} />
  ) : (
    <RichText namespace="serviceability" id="answer.notServedNoCity" values={{ pincode }} components={leaveNumber} />
  );
}
