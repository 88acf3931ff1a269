import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { LoginForm } from '../features/auth/LoginForm';
import { useT } from '../i18n/useT';
import { RichText } from '../i18n/RichText';

/** /login: the vendor signs in with mobile and password (signed-out only: the route table's gate). */
export default function LoginPage() {
  const t = useT('vendor');
  return (
    <section className="content-section vendor-auth">
      <Seo title={t('login.title')} description={t('login.seoDescription')} path={paths.login} noindex />
      <div className="container">
        <div className="vendor-auth-card">
          <h1>{t('login.title')}</h1>
          <p className="vendor-auth-intro">{t('login.intro')}</p>
          <LoginForm />
          <p className="vendor-auth-footer">
            <RichText namespace="vendor" id="login.footer" components={{ 0: <Link to={paths.register} /> }} />
          </p>
        </div>
      </div>
    </section>
  );
}
