import { paths } from '../config/paths';
import { site } from '../config/site';
import type { ContactContent } from '../types/content';
import { ContactForm } from '../features/contact/ContactForm';
import { useT } from '../i18n/useT';
import { Checklist } from '../components/sections/Checklist';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/ui/icons';
import { useOpeningHours } from '../components/ui/useOpeningHours';

/** The contact page from its copy (src/content/contact.ts or its Hindi twin): details, reasons and the form. */
export function ContactView({ contact }: { contact: ContactContent }) {
  // The page's own lines are in the contact form's catalogue, which this page loads anyway.
  const t = useT('contact');
  const common = useT('common');
  const hours = useOpeningHours();
  return (
    <>
      <Seo title={contact.title} description={contact.description} path={paths.contact} />
      <PageHero eyebrow={contact.eyebrow} title={contact.h1} lead={contact.lead} />
      <section className="content-section" aria-label={t('contactPage.waysLabel')}>
        <div className="container contact-grid">
          <div className="contact-details">
            <h2>{t('contactPage.reachUs')}</h2>
            <address>
              <p>
                <PinIcon /> <span>{site.legalName}<br />{site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}</span>
              </p>
              <p>
                <PhoneIcon /> <span>{common('contact.tollFree')} <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a></span>
              </p>
              <p>
                <MailIcon /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <ClockIcon /> <span>{hours}</span>
              </p>
            </address>
            <p>
              <a href={site.mapHref} target="_blank" rel="noopener noreferrer">
                {t('contactPage.map')}
              </a>{' '}
              {t('contactPage.mapNote', { service: 'OpenStreetMap' })}
            </p>
            <h3>{t('contactPage.helpWith')}</h3>
            <Checklist items={[...contact.reasons]} />
            <p className="text-secondary mt-3">{contact.responseTime}</p>
          </div>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
