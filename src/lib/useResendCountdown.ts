import { useEffect, useState } from 'react';

/** How long a person waits before asking for another OTP (registration, password reset). */
export const OTP_RESEND_AFTER_MS = 30_000;

/**
 * Seconds until a new OTP may be asked for, `waitMs` after the last one was sent at `sentAt`; 0
 * when it may. Ticks in an effect, never in render (no clock is read while rendering).
 */
export function useResendCountdown(sentAt: number | null, active: boolean, waitMs: number = OTP_RESEND_AFTER_MS): number {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active || sentAt === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [active, sentAt]);
  if (!active || sentAt === null || now === null) return active && sentAt !== null ? waitMs / 1000 : 0;
  return Math.max(0, Math.ceil((sentAt + waitMs - now) / 1000));
}
