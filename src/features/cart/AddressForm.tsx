import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useFormDraft } from '../../lib/formDraft';
import { useIndianStates } from '../../lib/indianStates';
import type { Address } from '../../types/api';
import { normalisePostalCode, POSTAL_CODE_INPUT_MAX } from '../../lib/rules';
import { addAddress, dataOf } from '../dashboard';
import { ADDRESS_MAX_LENGTH, emptyAddress, validateAddress, type AddressErrors, type AddressValues } from './addressValidation';
import { ApiStatusError, describeError } from '../dashboard';
import { StateSelect, StatesFailed, useVendorText } from '../dashboard';

export interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/** Where the form's values are kept in this tab until saved (lib/formDraft). */
export const ADDRESS_DRAFT = 'delivery-address';

/** Each field's control name, in form order: the first one in error takes focus. */
const controlNames: [keyof AddressValues, string][] = [
  ['line1', 'line1'],
  ['city', 'city'],
  ['postalCode', 'postal_code'],
  ['stateId', 'state_id'],
];

/**
 * A new delivery address (POST user-address), with the registration form's rules and limits. What
 * is typed is kept in this tab until it is saved, so a session that ends on the way loses nothing.
 */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t, fmt } = useVendorText();
  const states = useIndianStates();
  const draft = useFormDraft<AddressValues>(ADDRESS_DRAFT, emptyAddress);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: keyof AddressValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = name === 'postalCode' ? normalisePostalCode(event.target.value) : event.target.value;
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
      const saved = dataOf(await addAddress(input, draft.keyFor(input)));
      draft.clear();
      onSaved(saved);
    } catch (error) {
      console.error(error);
      // A refusal saved nothing: pressing Save again is a new attempt. With no answer the address
      // may exist, so the key stays for the retry.
      if (error instanceof ApiStatusError) draft.forgetKey();
      setFailure(t('address.saveFailed', { reason: describeError(error, t) }));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof AddressValues) => {
    const id = errors[field];
    const max = ADDRESS_MAX_LENGTH[field];
    return id && t(id, max === undefined ? undefined : { max: fmt.whole(max) });
  };

  return (
    <form ref={formRef} className="address-form" onSubmit={submit} noValidate aria-busy={busy} aria-label={t('address.formLabel')}>
      <FormField label={t('address.line1')} error={message('line1')} countCharacters>
        <input className="form-control" name="line1" autoComplete="street-address" maxLength={ADDRESS_MAX_LENGTH.line1} value={values.line1} onChange={change('line1')} />
      </FormField>
      <div className="address-form-row">
        <FormField label={t('address.city')} error={message('city')} countCharacters>
          <input className="form-control" name="city" autoComplete="address-level2" maxLength={ADDRESS_MAX_LENGTH.city} value={values.city} onChange={change('city')} />
        </FormField>
        <FormField label={t('address.postalCode')} error={message('postalCode')}>
          <input className="form-control" name="postal_code" inputMode="numeric" autoComplete="postal-code" maxLength={POSTAL_CODE_INPUT_MAX} value={values.postalCode} onChange={change('postalCode')} />
        </FormField>
      </div>
      <StateSelect
        states={states}
        value={values.stateId}
        onChange={change('stateId')}
        label={t('address.state')}
        error={message('stateId')}
        loading={t('address.statesLoading')}
        choose={t('address.chooseState')}
      />
      <StatesFailed states={states} failed={(error) => t('address.statesFailed', { reason: describeError(error, t) })} retry={t('action.retry')} />
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
          <button
            type="button"
            className="btn btn-link btn-sm"
            onClick={() => {
              // Cancelled on purpose: nothing of it is kept for later.
              draft.clear();
              onCancel();
            }}
            disabled={busy}
          >
            {t('action.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
