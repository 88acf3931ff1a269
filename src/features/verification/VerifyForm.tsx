import { useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { useT } from '../../i18n/useT';
import { CODE_INPUT_MAX, queryErrors, RECEIPT_NO_MAX, type CertificateQuery, type QueryErrors } from './validation';

export interface VerifyFormProps {
  /** What the address holds (a scanned QR code), or empty. */
  initial: CertificateQuery;
  /** Errors of the address's own values, shown at once, so a mistyped address says what is wrong. */
  initialErrors: QueryErrors;
  onCheck: (query: CertificateQuery) => void;
}

/** How a receipt number looks, as the hint and the message show it. */
const RECEIPT_EXAMPLE = 'GD/BLR/26-27/008989';

/** A receipt number and code typed by hand from a paper certificate. */
export function VerifyForm({ initial, initialErrors, onCheck }: VerifyFormProps) {
  const t = useT('certificate');
  const [values, setValues] = useState<CertificateQuery>(initial);
  const [errors, setErrors] = useState<QueryErrors>(initialErrors);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = queryErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstInvalid = (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(found.receiptNo ? '[name="receipt_no"]' : '[name="code"]');
      firstInvalid?.focus();
      return;
    }
    onCheck(values);
  }

  return (
    <form className="verify-form" noValidate onSubmit={submit}>
      <FormField label={t('verify.receipt')} hint={t('verify.receiptHint', { example: RECEIPT_EXAMPLE })} error={errors.receiptNo && t(errors.receiptNo, { max: RECEIPT_NO_MAX, example: RECEIPT_EXAMPLE })}>
        <input
          name="receipt_no"
          className="form-control"
          autoComplete="off"
          spellCheck={false}
          maxLength={RECEIPT_NO_MAX}
          value={values.receiptNo}
          onChange={(event) => setValues({ ...values, receiptNo: event.target.value })}
        />
      </FormField>
      <FormField label={t('verify.code')} hint={t('verify.codeHint')} error={errors.code && t(errors.code)}>
        <input
          name="code"
          className="form-control verify-code-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_INPUT_MAX}
          value={values.code}
          onChange={(event) => setValues({ ...values, code: event.target.value })}
        />
      </FormField>
      <button type="submit" className="btn btn-brand">
        {t('verify.submit')}
      </button>
    </form>
  );
}
