import { authGet, authPostForm } from '../../lib/http';
import type { Answer } from '../../types/api';
import { withOutlet, type OutletParam } from '../dashboard';
import type { DisputeInput } from './rules';

/** The disputes' calls (docs/contract.md section 5, "Audit-ready records"). */

/** The disputes at an outlet (or all of an owner's, 'all'), newest first. */
export const getDisputes = (outlet: OutletParam) => authGet<Answer<'getDisputes'>>(withOutlet('/disputes', outlet));

/** Opens a dispute of a pickup, with the photo when there is one; refused past the window or with one already open. */
export const raiseDispute = (input: DisputeInput, photo: File | null, key: string, outlet: OutletParam) =>
  authPostForm<Answer<'raiseDispute'>>('/disputes', { ...input, photo, idempotency_key: key, outlet_id: outlet === 'all' ? undefined : outlet });
