import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { PasswordReset } from '../features/auth/PasswordReset';
import { useT } from '../i18n/useT';

/** /login/forgot: a new password with an OTP sent to the vendor's mobile (signed-out only: the route table's gate). */
export default function ForgotPasswordPage() {
  const t = useT('vendor');
  return (
    <section className="content-section vendor-auth">
      <Seo title={t('reset.title')} description={t('reset.seoDescription')} path={paths.forgotPassword} noindex />
      <div className="container">
        <div className="vendor-auth-card">
          <h1>{t('reset.title')}</h1>
          <PasswordReset />
        </div>
      </div>
    </section>
  );
}
