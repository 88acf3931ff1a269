import { useRef, useState } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import { useAsync } from '../../../lib/useAsync';
import type { Address } from '../../../types/api';
import { fetchStates } from '../../registration/api';
import { POSTAL_CODE_LENGTH } from '../../registration/validation';
import { addAddress, dataOf } from '../api';
import { emptyAddress, validateAddress, type AddressErrors, type AddressValues } from '../addressValidation';
import { describeError } from '../errors';
import { useVendorText } from '../i18n';

export interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/** Each field's control name, in form order: the first one in error takes focus. */
const controlNames: [keyof AddressValues, string][] = [
  ['line1', 'line1'],
  ['city', 'city'],
  ['postalCode', 'postal_code'],
  ['stateId', 'state_id'],
];

/** A new delivery address (POST user-address), with the registration form's state and postal-code rules. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useVendorText();
  const states = useAsync(fetchStates, []);
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: keyof AddressValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const { errors: found, input } = validateAddress(values);
    setErrors(found);
    if (!input) {
      const first = controlNames.find(([field]) => found[field]);
      if (first) (formRef.current?.elements.namedItem(first[1]) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = dataOf(await addAddress(input));
      setValues(emptyAddress);
      onSaved(saved);
    } catch (error) {
      console.error(error);
      setFailure(t('address.saveFailed', { reason: describeError(error, t) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="address-form" onSubmit={submit} noValidate aria-busy={busy} aria-label={t('address.formLabel')}>
      <FormField label={t('address.line1')} error={errors.line1 && t(errors.line1)}>
        <input className="form-control" name="line1" autoComplete="street-address" value={values.line1} onChange={change('line1')} />
      </FormField>
      <div className="address-form-row">
        <FormField label={t('address.city')} error={errors.city && t(errors.city)}>
          <input className="form-control" name="city" autoComplete="address-level2" value={values.city} onChange={change('city')} />
        </FormField>
        <FormField label={t('address.postalCode')} error={errors.postalCode && t(errors.postalCode)}>
          <input className="form-control" name="postal_code" inputMode="numeric" autoComplete="postal-code" maxLength={POSTAL_CODE_LENGTH} value={values.postalCode} onChange={change('postalCode')} />
        </FormField>
      </div>
      <FormField label={t('address.state')} error={errors.stateId && t(errors.stateId)}>
        <select className="form-select" name="state_id" value={values.stateId} onChange={change('stateId')} disabled={states.status !== 'success'}>
          <option value="">{states.status === 'loading' ? t('address.statesLoading') : t('address.chooseState')}</option>
          {states.status === 'success'
            ? states.data.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))
            : null}
        </select>
      </FormField>
      {states.status === 'error' ? (
        <Notice variant="danger">
          {t('address.statesFailed', { reason: describeError(states.error, t) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={states.reload}>
            {t('action.retry')}
          </button>
        </Notice>
      ) : null}
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-brand btn-sm" disabled={busy}>
          {busy ? (
            <>
              <Spinner />
              {t('address.saving')}
            </>
          ) : (
            t('address.save')
          )}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-link btn-sm" onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
