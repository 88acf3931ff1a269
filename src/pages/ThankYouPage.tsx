import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';

/** Spec section 2: a full-width thank-you image with header and footer. */
export default function ThankYouPage() {
  return (
    <>
      <Seo title="Thank you" path={paths.thankYou} noindex />
      <h1 className="visually-hidden">Thank you</h1>
      <img className="thank-you-image" src="/illustrations/thank-you.svg" alt="Thank you for choosing GreenDrop: your used cooking oil is on its way to becoming clean fuel" width={1600} height={500} />
      <div className="container content-section text-center">
        <p className="lead">Thank you. Our team will call you within one working day.</p>
        <Link to={paths.home} className="btn btn-brand">
          Back to the home page
        </Link>
      </div>
    </>
  );
}
