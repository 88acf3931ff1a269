import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { site } from '../config/site';
import { RegistrationWizard } from '../features/registration/RegistrationWizard';
import { useServerSeo } from '../features/registration/useServerSeo';

/**
 * /register (spec section 2, Registration screen): the wizard with header and footer, kept out of
 * search engines, with the server's SEO tags for the page. A server title replaces the default one
 * (it comes later in the same head block, so only one <title> is rendered).
 */
export default function RegisterPage() {
  const serverSeo = useServerSeo('Register');
  return (
    <>
      <Seo title="Register" path={paths.register} noindex description={serverSeo.description} social={serverSeo.social}>
        {serverSeo.elements}
      </Seo>
      <section className="content-section">
        <div className="container register-layout">
          <div className="register-aside">
            <h1>Register</h1>
            <p className="lead">Sell the used cooking oil from your kitchen to {site.shortName} at a fair rate per kilogram, collected on a schedule that suits you.</p>
            <ul>
              <li>Verify your mobile number with a one-time password.</li>
              <li>Tell us about your business, how much oil you have and the rate you expect.</li>
              <li>Our team calls you to confirm the rate and plan the first pickup.</li>
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
