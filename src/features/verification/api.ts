import { errorStatus, getJson } from '../../lib/http';
import { sharedWhileInFlight } from '../../lib/inFlight';
import type { Answer, ApiError, Verification } from '../../types/api';

/**
 * GET {api}/certificates/verify: public, no token. The certificate's facts, or null when the API
 * has none with this receipt number and code (a 404, or an Error status): an answer the page
 * shows, not a failure. No answer, another status or an answer of another shape is a failed
 * check, which the page offers to try again.
 */
async function askVerification(receiptNo: string, code: string): Promise<Verification | null> {
  // A refusal comes as a 404; one sent with HTTP 200 is understood the same way.
  let body: Answer<'verifyCertificate'> | ApiError | undefined;
  try {
    body = await getJson(`/certificates/verify?receipt_no=${encodeURIComponent(receiptNo)}&code=${encodeURIComponent(code)}`);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
  if (body?.status === 'Error') return null;
  const data = body?.data;
  if (body?.status !== 'Success' || !data || typeof data.receipt_no !== 'string' || typeof data.quantity_kg !== 'number') {
    throw new Error('Unexpected answer from /certificates/verify');
  }
  return data;
}

/** One request per receipt number and code while it is on its way (the page's effect may run twice). */
export const verifyCertificate = sharedWhileInFlight(askVerification);
