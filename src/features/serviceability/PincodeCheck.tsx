import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/useT';
import { HandOverEarlyInput } from '../../lib/HandOverEarlyInput';
import { normalisePostalCode, POSTAL_CODE_INPUT_MAX } from '../../lib/rules';
import { ServiceabilityAnswer, type RatesFor } from './ServiceabilityAnswer';
import { useServiceability } from './useServiceability';

/**
 * "Do we collect at your pincode?": a pincode field and Check. A malformed pincode is said at once
 * and asks nothing; the answer, or a failure with Try again, is announced where it appears.
 * `withListLink` adds a link to the list of cities (left out on that list's own page); `ratesFor`
 * says whose rate the answer quotes (the household page quotes what homes are paid).
 */
export default function PincodeCheck({ withListLink = true, ratesFor = 'both' }: { withListLink?: boolean; ratesFor?: RatesFor }) {
  const t = useT('serviceability');
  const id = useId();
  const [pincode, setPincode] = useState('');
  const { state, check } = useServiceability();
  const checking = state.status === 'checking';
  // Prerendered, the form hydrates after the rest of the page: a pincode typed and Check pressed
  // meanwhile are held (never sent natively) and handed over once it has.
  const form = useRef<HTMLFormElement>(null);
  return (
    <div className="pincode-check">
      <h2 id={`${id}-title`}>{t('check.heading')}</h2>
      <p>{t('check.intro')}</p>
      <form
        ref={form}
        className="pincode-check-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          check(pincode);
        }}
      >
        <FormField label={t('check.label')} error={state.status === 'invalid' ? t('check.invalid') : undefined} className="pincode-check-field">
          <input
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_INPUT_MAX}
            className="form-control"
            value={pincode}
            onChange={(event) => setPincode(normalisePostalCode(event.target.value))}
          />
        </FormField>
        <button type="submit" className="btn btn-brand" disabled={checking}>
          {checking ? (
            <>
              <Spinner />
              {t('check.checking')}
            </>
          ) : (
            t('check.submit')
          )}
        </button>
      </form>
      <div aria-live="polite" className="pincode-check-result">
        {state.status === 'invalid' ? <span className="visually-hidden">{t('check.invalid')}</span> : null}
        {state.status === 'answered' ? (
          <Notice variant={state.answer.served ? 'success' : 'info'}>
            <ServiceabilityAnswer pincode={state.pincode} answer={state.answer} ratesFor={ratesFor} />
          </Notice>
        ) : null}
        {state.status === 'failed' ? (
          <Notice variant="danger">
            {t('check.failed')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => check(state.pincode)}>
              {t('check.tryAgain')}
            </button>
          </Notice>
        ) : null}
      </div>
      {withListLink ? <Link to={paths.serviceAreas}>{t('check.allCities')}</Link> : null}
      <HandOverEarlyInput part={form} />
    </div>
  );
}
