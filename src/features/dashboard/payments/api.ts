import { authPostForm } from '../../../lib/http';
import type { Payment } from '../../../types/api';
import type { DateRange, Envelope } from '../api';

/** The payments made to the vendor from `dateFrom` to `dateUpto` (by payment date), newest first. */
export const getPayments = (range: DateRange) => authPostForm<Envelope<Payment[]>>('/WebData/getPayments', { ...range });
