/** Disputes of pickups (issue 35, item 2): the list page's view, and the panel under a certificate. */
export { DisputesView } from './DisputesView';
export { DisputePanel } from './DisputePanel';
export { disputeBlock, isOpen, lastDayToDispute, type Dispute } from './rules';
export { getDisputes } from './api';
