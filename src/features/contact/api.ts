import { postForm } from '../../lib/http';
import type { StatusResponse } from '../../types/api';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** POST {api}/contact/store (contract section 2). */
export function sendContactMessage(input: ContactMessage): Promise<StatusResponse> {
  return postForm<StatusResponse>('/contact/store', { ...input });
}
