import { updateDemoInfo } from '../lib/demo';
import { db } from './db';

/**
 * Tells the demo notice that the mock API runs, with what it shows: the demo vendor's mobile and
 * password, and the last OTP the mock "sent", from its database: after a reload on the OTP step the
 * code is still there to type. Called once the mock API has started (./browser.ts), on every page load.
 */
export function announceDemo(): void {
  const { vendorPassword, lastOtp } = db.get();
  updateDemoInfo({ active: true, vendorMobile: db.user.mobile, vendorPassword, lastOtp: lastOtp ?? undefined });
}
