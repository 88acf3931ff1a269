import { useEffect, useState } from 'react';
import { useDemoInfo } from '../../lib/demo';

/**
 * While the mock API runs, say so, and show the OTP the mock "sent". A strip at the top of the
 * page, in the flow of the document: it never covers a control. (The OTP step repeats the code.)
 */
export function DemoNotice() {
  const demo = useDemoInfo();
  // Starts folded so it covers nothing; opens by itself when the mock "sends" an OTP.
  const [collapsed, setCollapsed] = useState(true);
  const otp = demo.lastOtp?.otp;
  useEffect(() => {
    if (otp) setCollapsed(false);
  }, [otp]);
  if (!demo.active) return null;
  return (
    <aside className={`demo-notice${collapsed ? ' is-collapsed' : ''}`} aria-label="Demo mode">
      <button type="button" className="demo-notice-toggle" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        Demo mode
      </button>
      {collapsed ? null : (
        <div className="demo-notice-body">
          <p>A mock API in your browser answers every call; no SMS is sent and nothing leaves this device.</p>
          {demo.vendorMobile ? (
            <p>
              Demo vendor: mobile <strong>{demo.vendorMobile}</strong>, password <strong>{demo.vendorPassword}</strong>
            </p>
          ) : null}
          <p aria-live="polite">
            {demo.lastOtp ? (
              <>
                OTP sent to {demo.lastOtp.phone}: <strong>{demo.lastOtp.otp}</strong>
              </>
            ) : (
              'The OTP the mock sends will show here.'
            )}
          </p>
        </div>
      )}
    </aside>
  );
}
