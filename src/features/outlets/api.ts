import { authDelete, authGet, authPostForm } from '../../lib/http';
import type { Answer } from '../../types/api';

/**
 * The calls of "Outlets and people" (docs/contract.md section 5, "Organisations and outlets"): the
 * outlets, a new one, and who may act for each. All but GET outlets are the owner's: the API answers
 * a manager with 403.
 */

/** The outlets this person may act for, approved or waiting for approval. */
export const getOutlets = () => authGet<Answer<'getOutlets'>>('/outlets');

export interface NewOutletInput {
  name: string;
  line1: string;
  city: string;
  state_id: number;
  postal_code: string;
  /** Left out when none was given. */
  fssai_license_no?: string;
}

/** Asks for a new outlet: it is "Pending approval" until the company has checked the address and the licence. */
export const addOutlet = (input: NewOutletInput, idempotencyKey: string) => authPostForm<Answer<'addOutlet'>>('/outlets', { ...input, idempotency_key: idempotencyKey });

/** The owner and the managers of one outlet. */
export const getOutletMembers = (outletId: number) => authGet<Answer<'getOutletMembers'>>(`/outlets/${outletId}/members`);

export interface NewMemberInput {
  mobile: string;
  name: string;
}

/** Gives a person a manager's login for the outlet (by SMS), or one more outlet on the login they have. */
export const addOutletMember = (outletId: number, input: NewMemberInput, idempotencyKey: string) =>
  authPostForm<Answer<'addOutletMember'>>(`/outlets/${outletId}/members`, { ...input, idempotency_key: idempotencyKey });

/** Takes the outlet away from a manager (the owner cannot be removed). */
export const removeOutletMember = (outletId: number, mobile: string) => authDelete<Answer<'removeOutletMember'>>(`/outlets/${outletId}/members/${encodeURIComponent(mobile)}`);
