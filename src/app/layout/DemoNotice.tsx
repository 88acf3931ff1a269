import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDemoInfo } from '../../lib/demo';
import { useT } from '../../i18n/useT';
import { RichText } from '../../i18n/RichText';

/** The pages where a demo visitor needs the demo vendor's mobile and password: sign-in and the password reset. */
const SIGN_IN_PATHS = [paths.login, paths.forgotPassword];

/**
 * While the mock API runs, say so, and show the OTP the mock "sent". A strip at the top of the
 * page, in the flow of the document: it never covers a control. (The OTP step repeats the code.)
 */
export function DemoNotice() {
  const demo = useDemoInfo();
  const t = useT('demo');
  const { pathname } = useLocation();
  const onSignIn = SIGN_IN_PATHS.some((path) => matchPath(path, pathname));
  // Starts folded so it covers nothing, but open on the sign-in pages (the demo account is the
  // point there); opens by itself when the mock "sends" an OTP.
  const [collapsed, setCollapsed] = useState(!onSignIn);
  const otp = demo.lastOtp?.otp;
  useEffect(() => {
    if (otp) setCollapsed(false);
  }, [otp]);
  useEffect(() => {
    if (onSignIn) setCollapsed(false);
  }, [onSignIn]);
  if (!demo.active) return null;
  return (
    <aside className={`demo-notice${collapsed ? ' is-collapsed' : ''}`} aria-label={t('label')}>
      <button type="button" className="demo-notice-toggle" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
        {t('label')}
      </button>
      {collapsed ? null : (
        <div className="demo-notice-body">
          <p>{t('explain')}</p>
          {demo.vendorMobile ? (
            <p>
              <RichText
                namespace="demo"
                id="vendor"
                values={{ mobile: demo.vendorMobile, password: demo.vendorPassword ?? '' }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            </p>
          ) : null}
          {demo.chainOwner ? (
            <p>
              <RichText
                namespace="demo"
                id="chainOwner"
                values={{ firm: demo.chainOwner.firm, mobile: demo.chainOwner.mobile, password: demo.chainOwner.password }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            </p>
          ) : null}
          {demo.chainManager ? (
            <p>
              <RichText
                namespace="demo"
                id="chainManager"
                values={{ outlet: demo.chainManager.outlet, mobile: demo.chainManager.mobile, password: demo.chainManager.password }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            </p>
          ) : null}
          {demo.sentAlerts?.length ? (
            <div>
              <p className="mb-1">{t('alertsSent')}</p>
              <ul className="demo-notice-alerts">
                {demo.sentAlerts.map((sent, index) => (
                  <li key={index}>
                    {t(sent.heldUntil ? 'alertHeld' : 'alertTo', { channel: t(`channel.${sent.channel}`), to: sent.to, until: sent.heldUntil ?? '' })} {sent.text}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p aria-live="polite">
            {demo.lastOtp ? (
              <RichText namespace="demo" id="otpSent" values={{ phone: demo.lastOtp.phone, otp: demo.lastOtp.otp }} components={{ 0: <strong /> }} />
            ) : (
              t('otpWaiting')
            )}
          </p>
        </div>
      )}
    </aside>
  );
}
