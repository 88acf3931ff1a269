import { site } from '../../config/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { useOpeningHours } from '../../components/ui/useOpeningHours';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialLinks } from './SocialLinks';
import { useT } from '../../i18n/useT';

/**
 * The header's top bar: address, e-mail, toll-free phone, hours and social links, and the switch
 * to the other language, at every width.
 */
export function TopBar() {
  const t = useT('common');
  const hours = useOpeningHours();
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
            <PhoneIcon size={14} /> {t('contact.tollFree')} <a href={`tel:${site.tollFree}`}>{site.tollFreeDisplay}</a>
          </li>
          <li className="topbar-hours">
            <ClockIcon size={14} /> {hours}
          </li>
        </ul>
        <div className="d-flex align-items-center gap-2">
          <SocialLinks />
          <LanguageSwitch className="d-inline-block px-2 py-1 fw-semibold text-nowrap" />
        </div>
      </div>
    </div>
  );
}
