import { updateDemoInfo } from '../lib/demo';
import { chainManager, chainOutlets, chainOwner } from './data/chain';
import { db } from './db';

/**
 * Tells the demo notice that the mock API runs, with what it shows: the demo vendor's mobile and
 * password, the last OTP and the alerts the mock "sent", from its database: after a reload on the OTP step the
 * code is still there to type. Called once the mock API has started (./browser.ts), on every page load.
 */
export function announceDemo(): void {
  const { vendorPassword, lastOtp, accounts, sentAlerts } = db.get();
  // The passwords as they are now: "Forgot password" may have changed them.
  const passwordOf = (mobile: string, seeded: string) => accounts.find(({ user }) => user.mobile === mobile)?.password ?? seeded;
  updateDemoInfo({
    active: true,
    vendorMobile: db.user.mobile,
    vendorPassword,
    chainOwner: { mobile: chainOwner.user.mobile, password: passwordOf(chainOwner.user.mobile, chainOwner.password), firm: chainOwner.user.firm_name },
    chainManager: {
      mobile: chainManager.user.mobile,
      password: passwordOf(chainManager.user.mobile, chainManager.password),
      outlet: chainOutlets.find((outlet) => outlet.id === chainManager.user.outlet_ids?.[0])?.name ?? '',
    },
    lastOtp: lastOtp ?? undefined,
    sentAlerts,
  });
}
