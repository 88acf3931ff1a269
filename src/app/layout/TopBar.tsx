import { site } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../../components/ui/icons';

/** Spec section 1: the header shows address, e-mail, toll-free phone, hours and social links. */
export function TopBar() {
  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <ul className="topbar-facts">
          <li className="topbar-address">
            <PinIcon size={14} /> {site.address.street}, {site.address.city}
          </li>
          <li>
            <MailIcon size={14} /> <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li>
            <PhoneIcon size={14} /> Toll-free <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
          </li>
          <li className="topbar-hours">
            <ClockIcon size={14} /> {site.hours.text}
          </li>
        </ul>
        <SocialLinks />
      </div>
    </div>
  );
}

export function SocialLinks() {
  return (
    <ul className="social-links">
      {site.social.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${site.shortName} on ${link.name}`}>
            <SocialIcon name={link.name} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
