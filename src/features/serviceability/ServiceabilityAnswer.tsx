import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RichText } from '../../i18n/RichText';
import { useT } from '../../i18n/useT';
import type { Serviceability } from '../../types/api';
import { placeName } from './placeName';

/**
 * The API's answer in words: where we collect from, how soon and what we pay; or that we are not
 * there yet, the nearest city we are in, and what to do. `registering`: the person is filling in
 * the registration form, which already leaves their number with us.
 */
export function ServiceabilityAnswer({ pincode, answer, registering = false }: { pincode: string; answer: Serviceability; registering?: boolean }) {
  const t = useT('serviceability');
  if (answer.served) {
    const { first_pickup_days: days, rate_inr_per_kg: rate } = answer;
    return <>{t('answer.served', { city: placeName(t, answer.city), depot: placeName(t, answer.depot), days, min: rate.min, max: rate.max })}</>;
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
