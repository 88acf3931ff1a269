import { authPostForm } from '../../lib/http';
import type { Answer } from '../../types/api';
import type { DateRange } from '../dashboard';

/** The payments made to the vendor from `dateFrom` to `dateUpto` (by payment date), newest first. */
export const getPayments = (range: DateRange) => authPostForm<Answer<'getPayments'>>('/WebData/getPayments', { ...range });
