import { paths } from '../config/paths';
import { PageHero } from '../components/sections/PageHero';
import { Checklist } from '../components/sections/ContentBlocks';
import { Seo } from '../components/seo/Seo';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/ui/icons';
import { site } from '../config/site';
import { contact } from '../content/contact';
import { ContactForm } from '../features/contact/ContactForm';

export default function ContactPage() {
  return (
    <>
      <Seo title={contact.title} description={contact.description} path={paths.contact} />
      <PageHero eyebrow={contact.eyebrow} title={contact.h1} lead={contact.lead} />
      <section className="content-section" aria-label="Ways to reach us">
        <div className="container contact-grid">
          <div className="contact-details">
            <h2>Reach us directly</h2>
            <address>
              <p>
                <PinIcon /> <span>{site.legalName}<br />{site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}</span>
              </p>
              <p>
                <PhoneIcon /> <span>Toll-free <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a></span>
              </p>
              <p>
                <MailIcon /> <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <ClockIcon /> <span>{site.hours.text}</span>
              </p>
            </address>
            <p>
              <a href={site.mapHref} target="_blank" rel="noopener noreferrer">
                Find us on the map
              </a>{' '}
              (opens OpenStreetMap in a new tab)
            </p>
            <h3>We can help with</h3>
            <Checklist items={[...contact.reasons]} />
            <p className="text-secondary mt-3">{contact.responseTime}</p>
          </div>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
