import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { LoginForm } from '../features/auth/LoginForm';

/** Contract section 3, /login (signed-out only: the route table's gate). */
export default function LoginPage() {
  return (
    <section className="content-section vendor-auth">
      <Seo title="Vendor Login" description="Sign in to your GreenDrop vendor account: collection requests, green points and the rewards cart." path={paths.login} noindex />
      <div className="container">
        <div className="vendor-auth-card">
          <h1>Vendor Login</h1>
          <p className="vendor-auth-intro">Sign in to request a pickup, follow your collection requests and spend your green points.</p>
          <LoginForm />
          <p className="vendor-auth-footer">
            New to GreenDrop? <Link to={paths.register}>Register your business</Link>. We create your vendor login once your registration is approved.
          </p>
        </div>
      </div>
    </section>
  );
}
