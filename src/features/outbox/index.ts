/** The outbox's public surface: keeping an action the network could not take, and the list of what waits (issue 33). */
export { OutboxPanel } from './OutboxPanel';
export { queueAction } from './outbox';
