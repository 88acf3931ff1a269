import { useEffect, useState } from 'react';
import { useDemoInfo } from '../../lib/demo';
import { useT } from '../../i18n/useT';
import { RichText } from '../../i18n/RichText';

/**
 * While the mock API runs, say so, and show the OTP the mock "sent". A strip at the top of the
 * page, in the flow of the document: it never covers a control. (The OTP step repeats the code.)
 */
export function DemoNotice() {
  const demo = useDemoInfo();
  const t = useT('common');
  // Starts folded so it covers nothing; opens by itself when the mock "sends" an OTP.
  const [collapsed, setCollapsed] = useState(true);
  const otp = demo.lastOtp?.otp;
  useEffect(() => {
    if (otp) setCollapsed(false);
  }, [otp]);
  if (!demo.active) return null;
  return (
    <aside className={`demo-notice${collapsed ? ' is-collapsed' : ''}`} aria-label={t('demo.label')}>
      <button type="button" className="demo-notice-toggle" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        {t('demo.label')}
      </button>
      {collapsed ? null : (
        <div className="demo-notice-body">
          <p>{t('demo.explain')}</p>
          {demo.vendorMobile ? (
            <p>
              <RichText
                namespace="common"
                id="demo.vendor"
                values={{ mobile: demo.vendorMobile, password: demo.vendorPassword ?? '' }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            </p>
          ) : null}
          <p aria-live="polite">
            {demo.lastOtp ? (
              <RichText namespace="common" id="demo.otpSent" values={{ phone: demo.lastOtp.phone, otp: demo.lastOtp.otp }} components={{ 0: <strong /> }} />
            ) : (
              t('demo.otpWaiting')
            )}
          </p>
        </div>
      )}
    </aside>
  );
}
