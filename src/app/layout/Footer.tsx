import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { useOpeningHours } from '../../components/ui/useOpeningHours';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { useT } from '../../i18n/useT';

/** The footer: Make Appointment, Quick Links, Useful Links (FAQ leads to services) and the contact facts. */
export function Footer() {
  const t = useT('common');
  const hours = useOpeningHours();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <section aria-labelledby="footer-about">
            <Logo inverse />
            <h2 id="footer-about" className="visually-hidden">
              {t('footer.aboutHeading', { name: site.name })}
            </h2>
            <p className="footer-blurb">{t('footer.blurb')}</p>
            <Link to={paths.contact} className="btn btn-accent">
              {t('footer.makeAppointment')}
            </Link>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
            <ul>
              <li>
                <Link to={paths.aboutUs}>{t('footer.about')}</Link>
              </li>
              <li>
                <Link to={paths.services}>{t('footer.services')}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{t('footer.contact')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful">{t('footer.usefulLinks')}</h2>
            <ul>
              <li>
                <Link to={paths.privacy}>{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to={paths.impact}>{t('footer.impact')}</Link>
              </li>
              <li>
                <Link to={paths.serviceAreas}>{t('footer.serviceAreas')}</Link>
              </li>
              <li>
                <Link to={paths.services}>{t('footer.faq')}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('footer.getInTouch')}</h2>
            <address>
              <p>
                <PinIcon size={16} /> {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
              </p>
              <p>
                <MailIcon size={16} /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <PhoneIcon size={16} /> {t('contact.tollFree')} <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
              </p>
              <p>
                <ClockIcon size={16} /> {hours}
              </p>
            </address>
            <SocialLinks />
          </section>
        </div>
        <p className="footer-legal">
          {t('footer.legal', { legalName: site.legalName })}
          <br />
          {t('footer.registration', site.registration)}
        </p>
      </div>
    </footer>
  );
}
