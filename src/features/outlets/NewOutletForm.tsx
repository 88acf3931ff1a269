import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useFormDraft } from '../../lib/formDraft';
import { useIndianStates } from '../../lib/indianStates';
import { normalisePostalCode, POSTAL_CODE_INPUT_MAX } from '../../lib/rules';
import type { Outlet } from '../../types/api';
import { ApiStatusError, dataOf, describeError, forgetOutletList, StateSelect, StatesFailed, useVendorText } from '../dashboard';
import { fetchServiceability } from '../serviceability';
import { addOutlet } from './api';
import { emptyOutlet, FSSAI_LENGTH, OUTLET_FIELDS, OUTLET_MAX_LENGTH, validateOutlet, type OutletErrors, type OutletField, type OutletValues } from './rules';

/** Where the form's values are kept in this tab until the outlet is sent (lib/formDraft). */
export const NEW_OUTLET_DRAFT = 'new-outlet';

/** Each field's control name: the first one in error takes focus. */
const controlNames: Record<OutletField, string> = { name: 'name', line1: 'line1', city: 'city', stateId: 'state_id', postalCode: 'postal_code', licence: 'fssai_license_no' };

type Stage = 'idle' | 'checking' | 'sending';

/**
 * Asks for a new outlet (POST outlets): checked first against the rules and against the service
 * area (GET serviceability), so an address we do not collect at is never sent. The outlet comes
 * back "Pending approval"; what was typed is kept in this tab until then, through a refusal, a
 * failed call or a session that ended on the way.
 */
export function NewOutletForm({ onAdded }: { onAdded: (outlet: Outlet) => void }) {
  const t = useT('outlets');
  const { t: vendorT, fmt } = useVendorText();
  const states = useIndianStates();
  const draft = useFormDraft<OutletValues>(NEW_OUTLET_DRAFT, emptyOutlet);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<OutletErrors>({});
  const [stage, setStage] = useState<Stage>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = stage !== 'idle';

  const change = (field: OutletField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = field === 'postalCode' ? normalisePostalCode(event.target.value) : event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const focus = (field: OutletField) => (formRef.current?.elements.namedItem(controlNames[field]) as HTMLElement | null)?.focus();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, input } = validateOutlet(values);
    setErrors(found);
    setDone(null);
    if (!input) {
      const first = OUTLET_FIELDS.find((field) => found[field]);
      if (first) focus(first);
      return;
    }
    setFailure(null);
    setStage('checking');
    try {
      const served = await fetchServiceability(input.postal_code);
      if (!served.served) {
        setErrors({ postalCode: 'notServed' });
        focus('postalCode');
        return;
      }
    } catch (error) {
      console.error(error);
      setFailure(t('new.checkFailed', { reason: describeError(error, vendorT) }));
      return;
    } finally {
      setStage('idle');
    }
    setStage('sending');
    try {
      const answer = await addOutlet(input, draft.keyFor(input));
      const outlet = dataOf(answer);
      draft.clear();
      forgetOutletList();
      setDone(answer.message ?? null);
      onAdded(outlet);
    } catch (error) {
      console.error(error);
      // A refusal created nothing: the next press is a new attempt. With no answer the outlet may
      // exist, so the key stays for the retry.
      if (error instanceof ApiStatusError) draft.forgetKey();
      setFailure(t('new.failed', { reason: describeError(error, vendorT) }));
    } finally {
      setStage('idle');
    }
  }

  const message = (field: OutletField): string | undefined => {
    switch (errors[field]) {
      case 'required':
        return t(field === 'name' ? 'new.errorName' : field === 'line1' ? 'new.errorLine1' : 'new.errorCity');
      case 'tooLong':
        return t('new.errorTooLong', { max: fmt.whole(OUTLET_MAX_LENGTH[field as keyof typeof OUTLET_MAX_LENGTH]) });
      case 'state':
        return t('new.errorState');
      case 'postalCode':
        return t('new.errorPostalCode');
      case 'notServed':
        return t('new.notServed');
      case 'licence':
        return t('new.errorLicence');
      default:
        return undefined;
    }
  };

  return (
    <section className="vendor-panel outlet-new" aria-labelledby="outlet-new-heading">
      <h2 id="outlet-new-heading">{t('new.heading')}</h2>
      <p className="form-intro">{t('new.intro')}</p>
      <form ref={formRef} className="outlet-new-form" onSubmit={submit} noValidate aria-busy={busy} aria-label={t('new.formLabel')}>
        <FormField label={t('new.name')} error={message('name')} countCharacters>
          <input className="form-control" name="name" autoComplete="organization" maxLength={OUTLET_MAX_LENGTH.name} value={values.name} onChange={change('name')} />
        </FormField>
        <FormField label={t('new.line1')} error={message('line1')} countCharacters>
          <input className="form-control" name="line1" autoComplete="street-address" maxLength={OUTLET_MAX_LENGTH.line1} value={values.line1} onChange={change('line1')} />
        </FormField>
        <div className="outlet-new-row">
          <FormField label={t('new.city')} error={message('city')} countCharacters>
            <input className="form-control" name="city" autoComplete="address-level2" maxLength={OUTLET_MAX_LENGTH.city} value={values.city} onChange={change('city')} />
          </FormField>
          <StateSelect
            states={states}
            value={values.stateId}
            onChange={change('stateId')}
            label={t('new.state')}
            error={message('stateId')}
            loading={t('new.statesLoading')}
            choose={t('new.chooseState')}
          />
        </div>
        <StatesFailed states={states} failed={(error) => t('new.statesFailed', { reason: describeError(error, vendorT) })} retry={t('retry')} />
        <div className="outlet-new-row">
          <FormField label={t('new.postalCode')} error={message('postalCode')}>
            <input className="form-control" name="postal_code" inputMode="numeric" autoComplete="postal-code" maxLength={POSTAL_CODE_INPUT_MAX} value={values.postalCode} onChange={change('postalCode')} />
          </FormField>
          <FormField label={t('new.licence')} hint={t('new.licenceHint')} error={message('licence')}>
            <input className="form-control" name="fssai_license_no" inputMode="numeric" autoComplete="off" maxLength={FSSAI_LENGTH + 4} value={values.licence} onChange={change('licence')} />
          </FormField>
        </div>
        {failure ? (
          <Notice variant="danger" onClose={() => setFailure(null)}>
            {failure}
          </Notice>
        ) : null}
        {done ? (
          <Notice variant="success" onClose={() => setDone(null)}>
            {done}
          </Notice>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-brand" disabled={busy}>
            {busy ? (
              <>
                <Spinner />
                {stage === 'checking' ? t('new.checking') : t('new.sending')}
              </>
            ) : (
              t('new.submit')
            )}
          </button>
        </div>
      </form>
    </section>
  );
}
