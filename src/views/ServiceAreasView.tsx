import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { serviceAreas, type ServiceArea } from '../config/serviceAreas';
import { PincodeCheckSection } from '../features/serviceability/PincodeCheckSection';
import type { MessageId } from '../i18n/catalogs';
import { RichText } from '../i18n/RichText';
import { useT } from '../i18n/useT';
import { PageHero } from '../components/sections/PageHero';
import { Seo } from '../components/seo/Seo';

/** By state, then in the list's own order (each depot's city first). Plain comparison: no Intl while the page hydrates. */
const byState: ServiceArea[] = [...serviceAreas].sort((a, b) => (a.state === b.state ? 0 : a.state < b.state ? -1 : 1));
const counts = {
  cities: serviceAreas.length,
  states: new Set(serviceAreas.map((area) => area.state)).size,
  depots: new Set(serviceAreas.map((area) => area.depot)).size,
};

/** /service-areas: every city we collect in, with its state, depot and first pickup; then the pincode check. */
export function ServiceAreasView() {
  const t = useT('serviceability');
  // Every place of the list has its name in the catalogue (a unit test holds both to the list).
  const name = (place: string) => t(`place.${place}` as MessageId<'serviceability'>);
  return (
    <>
      <Seo title={t('areas.title')} description={t('areas.description', counts)} path={paths.serviceAreas} />
      <PageHero eyebrow={t('areas.eyebrow')} title={t('areas.heading')} lead={t('areas.lead', counts)} />
      <section className="content-section">
        <div className="container content-narrow">
          <table className="service-areas-table">
            <caption>{t('areas.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('areas.city')}</th>
                <th scope="col">{t('areas.state')}</th>
                <th scope="col">{t('areas.depot')}</th>
                <th scope="col">{t('areas.firstPickupDays')}</th>
              </tr>
            </thead>
            <tbody>
              {byState.map((area) => (
                <tr key={area.city}>
                  <th scope="row">{name(area.city)}</th>
                  <td>{name(area.state)}</td>
                  <td>{name(area.depot)}</td>
                  <td>{area.firstPickupDays}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('areas.rates')}</p>
          <p>{t('areas.partners', { partners: site.figures.franchisePartners })}</p>
          <p className="section-link">
            <RichText namespace="serviceability" id="areas.notListed" components={{ 0: <Link to={paths.contact} /> }} />
          </p>
        </div>
      </section>
      <PincodeCheckSection withListLink={false} className="content-section-alt" />
    </>
  );
}
