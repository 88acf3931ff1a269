import { isValidReceiptNo, isValidVerifyCode, normaliseVerifyCode, RECEIPT_NO_MAX } from '../../lib/rules';
import type { MessageId } from '../../i18n/catalogs';

export interface CertificateQuery {
  receiptNo: string;
  code: string;
}

export type QueryErrors = Partial<Record<keyof CertificateQuery, MessageId<'certificate'>>>;

/** What a person typed, as the API is asked it: trimmed, the code in capitals. */
export function normaliseQuery(query: CertificateQuery): CertificateQuery {
  return { receiptNo: query.receiptNo.trim().toUpperCase(), code: normaliseVerifyCode(query.code) };
}

/** The message for each field that cannot be a certificate's; no call is made while there is one. */
export function queryErrors(query: CertificateQuery): QueryErrors {
  const errors: QueryErrors = {};
  const { receiptNo, code } = normaliseQuery(query);
  if (!receiptNo) errors.receiptNo = 'verify.receiptRequired';
  else if (!isValidReceiptNo(receiptNo)) errors.receiptNo = 'verify.receiptInvalid';
  if (!isValidVerifyCode(code)) errors.code = 'verify.codeInvalid';
  return errors;
}

export { RECEIPT_NO_MAX };
/** The code's field takes a few characters more than a code, so a pasted code with spaces still fits. */
export const CODE_INPUT_MAX = 12;
