import { postForm } from '../../lib/http';
import type { Answer } from '../../types/api';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * POST {api}/contact/store, with the key that makes a retry of the same
 * message create nothing twice (lib/idempotency).
 */
export function sendContactMessage(input: ContactMessage, idempotencyKey: string): Promise<Answer<'storeContact'>> {
  return postForm<Answer<'storeContact'>>('/contact/store', { ...input, idempotency_key: idempotencyKey });
}
