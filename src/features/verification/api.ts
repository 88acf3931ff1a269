import { errorStatus, getJson } from '../../lib/http';
import type { Answer, ApiError, Verification } from '../../types/api';

/** The API has no certificate with this receipt number and code (it answers 404). */
export class CertificateNotFoundError extends Error {
  constructor() {
    super('No certificate matches this receipt and code');
    this.name = 'CertificateNotFoundError';
  }
}

/**
 * GET {api}/certificates/verify: public, no token. A 404 (or an Error status) is "no such
 * certificate"; no answer, another status or an answer of another shape is a failed check, which
 * the page offers to try again.
 */
export async function verifyCertificate(receiptNo: string, code: string): Promise<Verification> {
  // A refusal comes as a 404; one sent with HTTP 200 is understood the same way.
  let body: Answer<'verifyCertificate'> | ApiError | undefined;
  try {
    body = await getJson(`/certificates/verify?receipt_no=${encodeURIComponent(receiptNo)}&code=${encodeURIComponent(code)}`);
  } catch (error) {
    if (errorStatus(error) === 404) throw new CertificateNotFoundError();
    throw error;
  }
  if (body?.status === 'Error') throw new CertificateNotFoundError();
  const data = body?.data;
  if (body?.status !== 'Success' || !data || typeof data.receipt_no !== 'string' || typeof data.quantity_kg !== 'number') {
    throw new Error('Unexpected answer from /certificates/verify');
  }
  return data;
}
