/** The utm values of a landing address, kept in cookies: what other features may use. */
export { readTrackingValues, storeTrackingValues, type TrackingValues } from './trackingCookies';
