import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';

/** Interim: the four-step OTP wizard arrives with issue 3. */
export function RegistrationWizard(_props: { embedded?: boolean }) {
  return (
    <p>
      <Link to={paths.register} className="btn btn-brand">
        Register
      </Link>
    </p>
  );
}
