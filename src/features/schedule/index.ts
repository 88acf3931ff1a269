/** What other features use of the pickup schedule: the visit line the requests list shows too. */
export { ScheduledVisit } from './ScheduledVisit';
