import { authGet, authPostForm, errorStatus, getJson } from '../../lib/http';
import { sharedWhileInFlight } from '../../lib/inFlight';
import type { Answer, ApiError } from '../../types/api';
import { withOutlet } from '../dashboard';

/**
 * The declaration's calls (docs/contract.md section 5, "Audit-ready records"), each for the outlet
 * the page acts for (`outlet_id`; none for a vendor with one outlet). The OTP is sent to the
 * signatory's registered mobile and checked by the server only: no answer carries it.
 */

/** The outlet's declaration in force, or null. */
export const getDeclaration = (outlet: number | undefined) => authGet<Answer<'getIsccDeclaration'>>(withOutlet('/iscc-declaration', outlet));

export const sendDeclarationOtp = (outlet: number | undefined) => authPostForm<Answer<'sendIsccDeclarationOtp'>>('/iscc-declaration/send-otp', { outlet_id: outlet });

export interface DeclarationInput {
  signatory_name: string;
  signatory_designation: string;
  place: string;
  over_10_tonnes_a_month: 0 | 1;
  includes_animal_fat: 0 | 1;
  statements_version: string;
  otp: string;
}

/** Signs with the OTP; the key makes a retry after a lost answer sign once (lib/idempotency). */
export const signDeclaration = (input: DeclarationInput, idempotencyKey: string, outlet: number | undefined) =>
  authPostForm<Answer<'signIsccDeclaration'>>('/iscc-declaration', { ...input, idempotency_key: idempotencyKey, outlet_id: outlet });

export type DeclarationCheck = NonNullable<Answer<'verifyDeclaration'>['data']>;

/**
 * GET {api}/declarations/verify: public, no token. The declaration's public facts, or null when
 * the API has none with this id and code (a 404, or an Error status): an answer, not a failure.
 */
async function askDeclarationCheck(id: string, code: string): Promise<DeclarationCheck | null> {
  let body: Answer<'verifyDeclaration'> | ApiError | undefined;
  try {
    body = await getJson(`/declarations/verify?id=${encodeURIComponent(id)}&code=${encodeURIComponent(code)}`);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
  if (body?.status === 'Error') return null;
  const data = body?.data;
  if (body?.status !== 'Success' || !data || typeof data.valid_until !== 'string') throw new Error('Unexpected answer from /declarations/verify');
  return data;
}

/** One request per id and code while it is on its way (the page's effect may run twice). */
export const checkDeclaration = sharedWhileInFlight(askDeclarationCheck);
