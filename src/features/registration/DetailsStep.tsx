import { Suspense } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Spinner } from '../../components/ui/Spinner';
import { lazyPage } from '../../lib/lazyPage';
import type { ExpectedDatePickerProps } from './ExpectedDatePicker';
import { StepForm } from './StepHeading';
import type { StepProps } from './stepProps';
import type { DetailsField } from './validation';

/** react-datepicker and its CSS arrive only when this step is reached (with the chunk-load recovery). */
const LazyDatePicker = lazyPage<ExpectedDatePickerProps>('ExpectedDatePicker', () => import('./ExpectedDatePicker'));

/** Passes FormField's id and ARIA on to the picker, or to a look-alike while the picker loads. */
function ExpectedDateField(props: ExpectedDatePickerProps) {
  const { id, className, value } = props;
  return (
    <Suspense
      fallback={
        <input id={id} className={className} aria-describedby={props['aria-describedby']} aria-invalid={props['aria-invalid']} value={value} placeholder="DD/MM/YYYY" readOnly disabled />
      }
    >
      <LazyDatePicker.Component {...props} />
    </Suspense>
  );
}

/** Step 2 (spec section 5): the business details, every rule checked on submit. */
export function DetailsStep({ registration, ids, level, headingRef }: StepProps) {
  const { state, states } = registration;
  const errors = state.detailsErrors;
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
      heading="Tell us about your business"
      intro="Your number is verified. A few details and our team will call you to plan the first pickup."
      onSubmit={() => void registration.submit()}
    >
      <div className="wizard-grid">
        <FormField label="Firm Name" error={errors.firm_name} className="wizard-field">
          <input type="text" autoComplete="organization" className="form-control" {...field('firm_name')} />
        </FormField>
        <FormField label="Name" error={errors.name} className="wizard-field">
          <input type="text" autoComplete="name" className="form-control" {...field('name')} />
        </FormField>
        <FormField label="Email" error={errors.email} className="wizard-field wizard-field-wide">
          <input type="email" autoComplete="email" className="form-control" {...field('email')} />
        </FormField>
        <FormField label="Oil quantity" suffix="KG" error={errors.oil_quantity} className="wizard-field">
          <input type="number" min={1} step="any" inputMode="decimal" className="form-control" {...field('oil_quantity')} />
        </FormField>
        <FormField label="Expected rate" prefix="₹" suffix="per KG" error={errors.expected_rate} className="wizard-field">
          <input type="number" min={1} step="any" inputMode="decimal" className="form-control" {...field('expected_rate')} />
        </FormField>
        <FormField label="Expected start date" error={errors.entry_by} className="wizard-field">
          <ExpectedDateField id={ids.detail('entry_by')} className="form-control" value={values.entry_by} onChange={(value) => registration.setDetail('entry_by', value)} />
        </FormField>
        <FormField label="Address" error={errors.address} className="wizard-field wizard-field-wide">
          <input type="text" autoComplete="street-address" className="form-control" {...field('address')} />
        </FormField>
        <FormField label="City" error={errors.city} className="wizard-field">
          <input type="text" autoComplete="address-level2" className="form-control" {...field('city')} />
        </FormField>
        <FormField label="State" error={errors.state_id} className="wizard-field">
          <select className="form-select" {...field('state_id')}>
            <option value="">Select a state</option>
            {states.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Postal code" error={errors.postal_code} className="wizard-field">
          <input type="text" inputMode="numeric" autoComplete="postal-code" maxLength={6} className="form-control" {...field('postal_code')} />
        </FormField>
        <FormField label="Remarks (optional)" className="wizard-field wizard-field-wide">
          <textarea rows={3} className="form-control" {...field('remarks_option')} />
        </FormField>
      </div>
      <button type="submit" className="btn btn-brand" disabled={state.submitting}>
        {state.submitting ? (
          <>
            <Spinner />
            Submitting
          </>
        ) : (
          'Submit'
        )}
      </button>
    </StepForm>
  );
}
