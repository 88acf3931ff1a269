/**
 * The company's dispute window, beside its other facts (src/config/site.ts) but in a module of its
 * own: only the vendor area and the mock API read it, so the public pages' first script does not
 * carry it.
 *
 * How long after a pickup its weight, rate or payment can be questioned online: until this many
 * days after the day it was collected. A kitchen checks a pickup against its own log within the
 * week, while the drums and the scale's record are still at hand to look again.
 */
export const DISPUTE_WINDOW_DAYS = 7;
