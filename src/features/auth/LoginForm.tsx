import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { isNetworkError } from '../../lib/http';
import type { MessageId } from '../../i18n/catalogs';
import { failedResponse, GENERIC_MESSAGE, NETWORK_MESSAGE, SESSION_ENDED_MESSAGE } from '../dashboard';
import { validateLogin } from './api';
import { landingPath, type LoginState } from './landingPath';
import { MobileField } from './MobileField';
import { PasswordField } from './PasswordField';
import { useLoadAuthTokens } from './SessionProvider';
import { LOGIN_MESSAGES, normaliseMobile, validateLoginValues, type LoginErrors, type LoginValues } from './loginValidation';
import { signInVendor, type SignInOutcome } from './store';
import { useT } from '../../i18n/useT';

/** Why a sign-in the API accepted did not start a session in this browser. */
const SIGN_IN_OUTCOME_MESSAGES = {
  'needs-cookies': 'login.needsCookies',
  'expired-on-arrival': 'login.clockWrong',
} as const satisfies Record<Exclude<SignInOutcome, 'signed-in'>, MessageId<'vendor'>>;

function failureMessage(error: unknown): MessageId<'vendor'> {
  if (isNetworkError(error)) return NETWORK_MESSAGE;
  // Some servers answer a wrong password with a 4xx carrying the same Error envelope.
  if ((failedResponse(error)?.data as { status?: unknown } | undefined)?.status === 'Error') return LOGIN_MESSAGES.rejected;
  return GENERIC_MESSAGE;
}

/**
 * /login: mobile (+91, 10 digits) and password, checked before any call.
 * Nothing typed is cleared on a failure; on success the vendor lands where a gate sent them from.
 */
export function LoginForm() {
  const t = useT('vendor');
  const loadTokens = useLoadAuthTokens();
  const navigate = useNavigate();
  const location = useLocation();
  const loginState = location.state as LoginState | null;
  // Back from a password reset, the mobile it was for is filled in.
  const [values, setValues] = useState<LoginValues>({ mobile: loginState?.mobile ?? '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageId<'vendor'> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordChanged = Boolean(loginState?.passwordChanged);

  // After a password reset only the new password is left to type.
  useEffect(() => {
    if (passwordChanged) passwordRef.current?.focus();
  }, [passwordChanged]);

  // A visitor's page runs without the session store (SessionProvider): it loads while they type.
  useEffect(() => {
    loadTokens().catch(() => undefined);
  }, [loadTokens]);

  // One message a field at a time: what is retyped loses its message, and the server's refusal,
  // which was about the mobile and password as they were, goes as soon as either changes.
  const update = (name: keyof LoginValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
    if (failure === LOGIN_MESSAGES.rejected) setFailure(null);
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    // A new press is answered afresh: the last answer's message does not stay beside a check's.
    setFailure(null);
    const found = validateLoginValues(values);
    setErrors(found);
    if (found.mobile || found.password) {
      (found.mobile ? mobileRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await validateLogin(normaliseMobile(values.mobile), values.password);
      if (response.status !== 'Success' || !response.data) {
        setFailure(LOGIN_MESSAGES.rejected);
        return;
      }
      // A refresh token is optional: without one the vendor is signed in and the session is not renewed.
      const outcome = signInVendor(await loadTokens(), response.data);
      if (outcome === 'signed-in') navigate(landingPath(loginState), { replace: true });
      else setFailure(SIGN_IN_OUTCOME_MESSAGES[outcome]);
    } catch (error) {
      console.error(error);
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-busy={busy}>
      {loginState?.sessionEnded && !submitted ? <Notice variant="warning">{t(SESSION_ENDED_MESSAGE)}</Notice> : null}
      {passwordChanged && !submitted ? <Notice variant="success">{t('login.passwordChanged')}</Notice> : null}
      {failure ? <Notice variant="danger">{t(failure)}</Notice> : null}
      <MobileField ref={mobileRef} label={t('login.mobile')} error={errors.mobile && t(errors.mobile)} value={values.mobile} onChange={(value) => update('mobile', value)} />
      <PasswordField
        ref={passwordRef}
        label={t('login.password')}
        error={errors.password && t(errors.password)}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => update('password', value)}
      />
      <p className="login-forgot">
        <Link to={paths.forgotPassword} state={{ from: loginState?.from, mobile: values.mobile || undefined } satisfies LoginState}>
          {t('login.forgotLink')}
        </Link>
      </p>
      <button type="submit" className="btn btn-brand btn-lg w-100" disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}
