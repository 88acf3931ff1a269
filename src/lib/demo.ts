import { useSyncExternalStore } from 'react';

/**
 * What the demo notice shows while the mock API runs (it sends no SMS): the mock's demo
 * account and the last OTP it "sent". The mock writes here; the notice reads.
 */
export interface DemoInfo {
  active: boolean;
  vendorMobile?: string;
  vendorPassword?: string;
  /** The demo's restaurant group: its owner and the manager of one outlet (mobile and password of each). */
  chainOwner?: { mobile: string; password: string; firm: string };
  chainManager?: { mobile: string; password: string; outlet: string };
  lastOtp?: { phone: string; otp: string };
  /** The alerts the mock would have sent, newest first (a few): by which channel, to whom, and the text. */
  sentAlerts?: SentAlert[];
}

/** An alert the mock "sent" (docs/contract.md section 5: it records, it sends nothing). */
export interface SentAlert {
  channel: 'sms' | 'whatsapp' | 'email';
  /** The mobile number or the e-mail address. */
  to: string;
  text: string;
  /** HH:MM when quiet hours held it back until then; undefined when it went at once. */
  heldUntil?: string;
}

// The snapshot the server renders with is also the first one in the browser: were they two equal
// objects, React would see a change right after hydrating and render the notice again.
const serverInfo: DemoInfo = { active: false };
let info: DemoInfo = serverInfo;
const listeners = new Set<() => void>();

export function updateDemoInfo(patch: Partial<DemoInfo>): void {
  info = { ...info, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoInfo(): DemoInfo {
  return useSyncExternalStore(
    subscribe,
    () => info,
    () => serverInfo,
  );
}
