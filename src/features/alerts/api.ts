import { authGet, authPostForm, authPostJson } from '../../lib/http';
import type { AlertPreferencesInput, Answer } from '../../types/api';
import { withOutlet, type OutletParam } from '../dashboard';

/**
 * The inbox's calls (docs/contract.md section 5, "Alerts"): a page of the person's notifications at
 * an outlet, newest first, with the unread count; and marking some, or all, read.
 */
export const getNotifications = (page: number, outlet: OutletParam) => authGet<Answer<'getNotifications'>>(withOutlet(`/notifications?page=${page}`, outlet));

/** Marks these notifications read (`ids`), or every one (`'all'`); answers with the unread count left. */
export const markNotificationsRead = (which: number[] | 'all', outlet: OutletParam) =>
  authPostForm<Answer<'markNotificationsRead'>>('/notifications/read', which === 'all' ? { all: 1, outlet_id: outlet } : { ids: which.join(','), outlet_id: outlet });

/** What the person is told at an outlet, how, and in which language. */
export const getAlertPreferences = (outlet: OutletParam) => authGet<Answer<'getNotificationPreferences'>>(withOutlet('/notification-preferences', outlet));

/** Saves the settings; the answer is what the server now holds (when WhatsApp was agreed to, whether the e-mail is verified). */
export const saveAlertPreferences = (input: AlertPreferencesInput) => authPostJson<Answer<'saveNotificationPreferences'>>('/notification-preferences', input);
