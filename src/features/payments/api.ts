import { authReadForm } from '../../lib/http';
import type { Answer } from '../../types/api';
import type { DateRange, OutletParam } from '../dashboard';

/** The payments made to the outlet (or every outlet, for "all") from `dateFrom` to `dateUpto` (by payment date), newest first. */
export const getPayments = (range: DateRange, outlet?: OutletParam) => authReadForm<Answer<'getPayments'>>('/WebData/getPayments', { ...range, outlet_id: outlet });
