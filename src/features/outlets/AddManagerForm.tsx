import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { TEXT_MAX } from '../../lib/inputLimits';
import type { Outlet } from '../../types/api';
import { ApiStatusError, describeError, useVendorText } from '../dashboard';
import { addOutletMember } from './api';
import { emptyMember, MOBILE_INPUT_MAX, validateMember, type MemberErrors, type MemberValues } from './rules';

export interface AddManagerFormProps {
  outlet: Outlet;
  /** The manager was added: the server's message, to be announced with the outlet's people. */
  onAdded: (message: string) => void;
}

/**
 * Gives a person a manager's login for one outlet (POST outlets/{id}/members): a mobile number
 * with sign-in's rule and words, and a name. What was typed stays on a refusal or a failed call;
 * the same values sent again reuse their idempotency key.
 */
export function AddManagerForm({ outlet, onAdded }: AddManagerFormProps) {
  const t = useT('outlets');
  const { t: vendorT, fmt } = useVendorText();
  const keys = useIdempotencyKeys();
  const [values, setValues] = useState<MemberValues>(emptyMember);
  const [errors, setErrors] = useState<MemberErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof MemberValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, input } = validateMember(values);
    setErrors(found);
    if (!input) {
      const first = (['mobile', 'name'] as const).find((field) => found[field]);
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await addOutletMember(outlet.id, input, keys.keyFor(input));
      if (answer.status !== 'Success') throw new ApiStatusError(answer.message);
      keys.forget();
      setValues(emptyMember);
      onAdded(answer.message ?? '');
    } catch (error) {
      console.error(error);
      // A refusal added nobody: the next press is a new attempt. With no answer the person may
      // have been added, so the key stays for the retry.
      if (error instanceof ApiStatusError) keys.forget();
      setFailure(t('member.failed', { reason: describeError(error, vendorT) }));
    } finally {
      setBusy(false);
    }
  }

  const nameError = errors.name === 'nameRequired' ? t('member.errorName') : errors.name === 'nameTooLong' ? t('member.errorNameTooLong', { max: fmt.whole(TEXT_MAX.name) }) : undefined;

  return (
    <form ref={formRef} className="outlet-member-form" onSubmit={submit} noValidate aria-busy={busy} aria-label={t('member.formLabel', { outlet: outlet.name })}>
      <h4>{t('member.heading')}</h4>
      <p className="form-intro">{t('member.intro')}</p>
      <div className="outlet-member-fields">
        <FormField label={t('member.mobile')} prefix="+91" error={errors.mobile ? vendorT('login.mobileInvalid') : undefined}>
          <input className="form-control" name="mobile" type="tel" inputMode="numeric" autoComplete="off" maxLength={MOBILE_INPUT_MAX} value={values.mobile} onChange={change('mobile')} />
        </FormField>
        <FormField label={t('member.name')} error={nameError} countCharacters>
          <input className="form-control" name="name" autoComplete="off" maxLength={TEXT_MAX.name} value={values.name} onChange={change('name')} />
        </FormField>
      </div>
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
              {t('member.sending')}
            </>
          ) : (
            t('member.submit')
          )}
        </button>
      </div>
    </form>
  );
}
