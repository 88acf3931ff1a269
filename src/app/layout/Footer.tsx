import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { useOpeningHours } from '../../components/ui/useOpeningHours';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { useT } from '../../i18n/useT';
import { HandOverEarlyInput } from '../../lib/HandOverEarlyInput';

/**
 * The footer: Make Appointment, Quick Links, Useful Links (FAQ leads to services) and the contact
 * facts. Its own module and messages (namespace `footer`), loaded as the visitor comes near its
 * place, the element `part` (app/layout/Layout.tsx).
 */
export function Footer({ part }: { part: string }) {
  const t = useT('footer');
  const common = useT('common');
  const hours = useOpeningHours();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <section aria-labelledby="footer-about">
            <Logo inverse />
            <h2 id="footer-about" className="visually-hidden">
              {t('aboutHeading', { name: site.name })}
            </h2>
            <p className="footer-blurb">{t('blurb')}</p>
            <Link to={paths.contact} className="btn btn-accent">
              {t('makeAppointment')}
            </Link>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">{t('quickLinks')}</h2>
            <ul>
              <li>
                <Link to={paths.aboutUs}>{t('about')}</Link>
              </li>
              <li>
                <Link to={paths.services}>{t('services')}</Link>
              </li>
              <li>
                <Link to={paths.contact}>{t('contact')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful">{t('usefulLinks')}</h2>
            <ul>
              <li>
                <Link to={paths.privacy}>{t('privacy')}</Link>
              </li>
              <li>
                <Link to={paths.impact}>{t('impact')}</Link>
              </li>
              <li>
                <Link to={paths.serviceAreas}>{t('serviceAreas')}</Link>
              </li>
              <li>
                <Link to={paths.services}>{t('faq')}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t('getInTouch')}</h2>
            <address>
              <p>
                <PinIcon size={16} /> {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
              </p>
              <p>
                <MailIcon size={16} /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <PhoneIcon size={16} /> {common('contact.tollFree')} <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
              </p>
              <p>
                <ClockIcon size={16} /> {hours}
              </p>
            </address>
            <SocialLinks />
          </section>
        </div>
        <p className="footer-legal">
          {t('legal', { legalName: site.legalName })}
          <br />
          {t('registration', site.registration)}
        </p>
      </div>
      <HandOverEarlyInput part={part} />
    </footer>
  );
}
