import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { site } from '../config/site';
import { RegistrationWizard } from '../features/registration/RegistrationWizard';
import { useServerSeo } from '../features/registration/useServerSeo';
import { useT } from '../i18n/useT';

/**
 * /register: the wizard with header and footer, kept out of search engines, with the server's SEO
 * tags for the page. A server title replaces the page's own, so the head has one <title>.
 */
export default function RegisterPage() {
  const t = useT('registration');
  // The page's name at the SEO service (not shown): the same for both languages.
  const serverSeo = useServerSeo('Register');
  return (
    <>
      <Seo title={t('registerPage.title')} fullTitle={serverSeo.title} path={paths.register} noindex description={serverSeo.description} social={serverSeo.social}>
        {serverSeo.elements}
      </Seo>
      <section className="content-section">
        <div className="container register-layout">
          <div className="register-aside">
            <h1>{t('registerPage.title')}</h1>
            <p className="lead">{t('registerPage.lead', { siteName: site.shortName })}</p>
            <ul>
              <li>{t('registerPage.stepVerify')}</li>
              <li>{t('registerPage.stepDetails')}</li>
              <li>{t('registerPage.stepCall')}</li>
            </ul>
          </div>
          <div className="register-card">
            <RegistrationWizard />
          </div>
        </div>
      </section>
    </>
  );
}
