import { authGet, authPostForm, type FormCall } from '../../lib/http';
import type { Answer, Schedule } from '../../types/api';
import { withOutlet } from '../dashboard';
import type { ScheduleInput } from './rules';

/** The recurring pickup's calls, each for one outlet; each carries the token (the vendor is the token's). */
export const getSchedule = (outlet?: number) => authGet<Answer<'getPickupSchedule'>>(withOutlet('/pickup-schedule', outlet));

/* Every write carries an idempotency key (lib/idempotency): the same one when the same choice is sent again after a failure. */
// A save that does not end the schedule answers the schedule: `data` is null only after `frequency=none`.
export const saveSchedule = (input: ScheduleInput, idempotencyKey: string, outlet?: number) =>
  authPostForm<Answer<'savePickupSchedule'> & { data?: Schedule }>('/pickup-schedule', { ...input, idempotency_key: idempotencyKey, outlet_id: outlet });
export const endSchedule = (idempotencyKey: string, outlet?: number) =>
  authPostForm<Answer<'savePickupSchedule'>>('/pickup-schedule', { frequency: 'none', idempotency_key: idempotencyKey, outlet_id: outlet });

/** Skips one of the next dates (YYYY-MM-DD); the answer is the schedule with the list moved on. */
export const skipPickupCall = (date: string, idempotencyKey: string, outlet?: number): FormCall => ({
  url: '/pickup-schedule/skip',
  fields: { date, idempotency_key: idempotencyKey, outlet_id: outlet },
});
export const skipPickup = (date: string, idempotencyKey: string, outlet?: number) => {
  const { url, fields } = skipPickupCall(date, idempotencyKey, outlet);
  return authPostForm<Answer<'skipPickup'>>(url, fields);
};

/** Undoes the skip of a date still ahead; the answer is the schedule with that date back. */
export const unskipPickup = (date: string, idempotencyKey: string, outlet?: number) =>
  authPostForm<Answer<'unskipPickup'>>('/pickup-schedule/unskip', { date, idempotency_key: idempotencyKey, outlet_id: outlet });
