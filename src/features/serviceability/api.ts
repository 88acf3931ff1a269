import { getJson } from '../../lib/http';
import type { Answer, Serviceability } from '../../types/api';

/** The API refused the pincode (it answers so only for a malformed one, which we never send). */
export class PincodeRefusedError extends Error {
  constructor(message: string | undefined) {
    super(message || 'The pincode was refused');
    this.name = 'PincodeRefusedError';
  }
}

/** GET {api}/serviceability?pincode=: whether we collect there. An answer of another shape is a failure. */
export async function fetchServiceability(pincode: string): Promise<Serviceability> {
  const body = await getJson<Answer<'getServiceability'>>(`/serviceability?pincode=${encodeURIComponent(pincode)}`);
  if (body?.status === 'Error') throw new PincodeRefusedError(body.message);
  const data = body?.data;
  if (body?.status !== 'Success' || !data || typeof data.served !== 'boolean') throw new Error('Unexpected answer from /serviceability');
  if (data.served && (typeof data.city !== 'string' || typeof data.rate_inr_per_kg?.min !== 'number' || typeof data.rate_inr_per_kg?.max !== 'number')) {
    throw new Error('Unexpected answer from /serviceability');
  }
  return data;
}
