import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { Logo } from './Logo';
import { SocialLinks } from './TopBar';

/** Spec section 2, Footer. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <section aria-labelledby="footer-about">
            <Logo inverse />
            <h2 id="footer-about" className="visually-hidden">
              About {site.name}
            </h2>
            <p className="footer-blurb">
              We collect used cooking oil from kitchens across India and turn it into biodiesel, so it never goes back into food or down the drain.
            </p>
            <Link to={paths.contact} className="btn btn-accent">
              Make Appointment
            </Link>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">Quick Links</h2>
            <ul>
              <li>
                <Link to={paths.aboutUs}>About</Link>
              </li>
              <li>
                <Link to={paths.services}>Services</Link>
              </li>
              <li>
                <Link to={paths.contact}>Contact</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful">Useful Links</h2>
            <ul>
              <li>
                <Link to={paths.privacy}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.impact}>Impact We Create</Link>
              </li>
              <li>
                <Link to={paths.services}>FAQ</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Get in touch</h2>
            <address>
              <p>
                <PinIcon size={16} /> {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
              </p>
              <p>
                <MailIcon size={16} /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <PhoneIcon size={16} /> Toll-free <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
              </p>
              <p>
                <ClockIcon size={16} /> {site.hours.text}
              </p>
            </address>
            <SocialLinks />
          </section>
        </div>
        <p className="footer-legal">
          {site.legalName}. Used cooking oil collection, biodiesel and green fuel across India.
        </p>
      </div>
    </footer>
  );
}
