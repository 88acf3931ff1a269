import { Suspense } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { lazyModule } from '../../lib/lazyModule';
import { formatShownDate } from '../../lib/isoDate';
import { normalisePostalCode, POSTAL_CODE_INPUT_MAX } from '../../lib/rules';
import type { ExpectedDatePickerProps } from './ExpectedDatePicker';
import { ServiceabilityNote } from '../serviceability';
import { StepForm } from './StepForm';
import type { StepProps } from './stepProps';
import { DETAILS_MAX_LENGTH, DETAILS_NUMBER_MAX, detailsLimit, isLimitMessage, type DetailsField } from './validation';

/** react-datepicker and its CSS arrive only when this step is reached (a failure shows in the field's place, with Retry). */
const LazyDatePicker = lazyModule<ExpectedDatePickerProps>('ExpectedDatePicker', () => import('./ExpectedDatePicker'));

/** Passes FormField's id and ARIA on to the picker, or to a look-alike while the picker loads. */
function ExpectedDateField(props: ExpectedDatePickerProps) {
  const { id, className, value } = props;
  const t = useT('registration');
  const locale = useLocale();
  return (
    <Suspense
      fallback={
        <input
          id={id}
          className={className}
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          value={formatShownDate(value, regionTag[locale])}
          placeholder={t('details.datePlaceholder')}
          readOnly
          disabled
        />
      }
    >
      <LazyDatePicker.Component {...props} />
    </Suspense>
  );
}

/** Step 2: the business details, every rule checked on submit, errors under each field. */
export function DetailsStep({ registration, ids, level, headingRef }: StepProps) {
  const { state, states } = registration;
  const t = useT('registration');
  const locale = useLocale();
  /** A field's error message, translated from its key; a limit's message names the limit, grouped as the page writes numbers. */
  const error = (name: DetailsField) => {
    const key = state.detailsErrors[name];
    if (!key) return undefined;
    const limit = isLimitMessage(key) ? detailsLimit(name) : undefined;
    return limit === undefined ? t(key) : t(key, { max: new Intl.NumberFormat(regionTag[locale]).format(limit) });
  };
  const values = state.details;
  const field = (name: DetailsField) => ({
    id: ids.detail(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => registration.setDetail(name, event.target.value),
  });
  return (
    <StepForm
      level={level}
      headingRef={headingRef}
      heading={t('details.heading')}
      intro={t('details.intro')}
      onSubmit={() => void registration.submit()}
    >
      <div className="wizard-grid">
        <FormField label={t('details.firmName')} error={error('firm_name')} className="wizard-field" countCharacters>
          <input type="text" autoComplete="organization" maxLength={DETAILS_MAX_LENGTH.firm_name} className="form-control" {...field('firm_name')} />
        </FormField>
        <FormField label={t('details.name')} error={error('name')} className="wizard-field" countCharacters>
          <input type="text" autoComplete="name" maxLength={DETAILS_MAX_LENGTH.name} className="form-control" {...field('name')} />
        </FormField>
        <FormField label={t('details.email')} error={error('email')} className="wizard-field wizard-field-wide" countCharacters>
          <input type="email" autoComplete="email" maxLength={DETAILS_MAX_LENGTH.email} className="form-control" {...field('email')} />
        </FormField>
        <FormField
          label={t('details.oilQuantity')}
          suffix={t('details.kg')}
          // The value calculator carries a month's oil: said while the field still holds its figure.
          hint={values.oil_quantity !== '' && values.oil_quantity === state.prefilled.oil_quantity ? t('details.oilQuantityFromCalculator') : undefined}
          error={error('oil_quantity')}
          className="wizard-field"
        >
          <input type="number" min={1} max={DETAILS_NUMBER_MAX.oil_quantity} step="any" inputMode="decimal" className="form-control" {...field('oil_quantity')} />
        </FormField>
        <FormField label={t('details.expectedRate')} prefix="₹" suffix={t('details.perKg')} error={error('expected_rate')} className="wizard-field">
          <input type="number" min={1} max={DETAILS_NUMBER_MAX.expected_rate} step="any" inputMode="decimal" className="form-control" {...field('expected_rate')} />
        </FormField>
        <FormField label={t('details.expectedDate')} error={error('entry_by')} className="wizard-field">
          <ExpectedDateField id={ids.detail('entry_by')} className="form-control" value={values.entry_by} onChange={(value) => registration.setDetail('entry_by', value)} />
        </FormField>
        <FormField label={t('details.address')} error={error('address')} className="wizard-field wizard-field-wide" countCharacters>
          <input type="text" autoComplete="street-address" maxLength={DETAILS_MAX_LENGTH.address} className="form-control" {...field('address')} />
        </FormField>
        <FormField label={t('details.city')} error={error('city')} className="wizard-field" countCharacters>
          <input type="text" autoComplete="address-level2" maxLength={DETAILS_MAX_LENGTH.city} className="form-control" {...field('city')} />
        </FormField>
        <FormField label={t('details.state')} error={error('state_id')} className="wizard-field">
          <select className="form-select" {...field('state_id')}>
            <option value="">{t('details.selectState')}</option>
            {states.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="wizard-field">
          <FormField label={t('details.postalCode')} error={error('postal_code')} className="">
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={POSTAL_CODE_INPUT_MAX}
              className="form-control"
              {...field('postal_code')}
              onChange={(event) => registration.setDetail('postal_code', normalisePostalCode(event.target.value))}
            />
          </FormField>
          {/* Whether we collect there, as soon as it is a pincode. */}
          <ServiceabilityNote pincode={values.postal_code} />
        </div>
        <FormField label={t('details.remarks')} error={error('remarks_option')} className="wizard-field wizard-field-wide" countCharacters>
          <textarea rows={3} maxLength={DETAILS_MAX_LENGTH.remarks_option} className="form-control" {...field('remarks_option')} />
        </FormField>
      </div>
      <button type="submit" className="btn btn-brand" disabled={state.submitting}>
        {state.submitting ? (
          <>
            <Spinner />
            {t('status.submitting')}
          </>
        ) : (
          t('details.submit')
        )}
      </button>
    </StepForm>
  );
}
