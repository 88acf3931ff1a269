import { authGet, authPostForm } from '../../lib/http';
import type { Answer } from '../../types/api';
import { withOutlet, type OutletParam } from '../dashboard';

/**
 * The inbox's calls (docs/contract.md section 5, "Alerts"): a page of the person's notifications at
 * an outlet, newest first, with the unread count; and marking some, or all, read.
 */
export const getNotifications = (page: number, outlet: OutletParam) => authGet<Answer<'getNotifications'>>(withOutlet(`/notifications?page=${page}`, outlet));

/** Marks these notifications read (`ids`), or every one (`'all'`); answers with the unread count left. */
export const markNotificationsRead = (which: number[] | 'all', outlet: OutletParam) =>
  authPostForm<Answer<'markNotificationsRead'>>('/notifications/read', which === 'all' ? { all: 1, outlet_id: outlet } : { ids: which.join(','), outlet_id: outlet });
