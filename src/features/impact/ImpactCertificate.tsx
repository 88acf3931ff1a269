import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  BIODIESEL_KG_PER_LITRE,
  BIODIESEL_MJ_PER_KG,
  FOSSIL_COMPARATOR_G_PER_MJ,
  OIL_KG_PER_LITRE,
  UCO_BIODIESEL_DEFAULT_SAVING,
  UCO_BIODIESEL_KG_PER_KG,
} from '../../config/oilFactors';
import { RED_II_URL, UCO_YIELD_STUDY_URL } from '../../config/factorSources';
import { site } from '../../config/site';
import { RichText } from '../../i18n/RichText';
import { useT } from '../../i18n/useT';
import type { MessageId } from '../../i18n/catalogs';
import type { User } from '../../types/api';
import type { DateRange } from '../dashboard';
import type { LocaleFormats } from '../dashboard';
import { CompanyLines } from '../dashboard';
import { useOutletFacts, vendorAddress } from '../dashboard';
import { financialYearName } from './financialYear';
import type { ImpactFigures } from './impactFigures';
import './impact.scss';

/** The publications behind the method, each title a message of the impact catalogue. */
const sources = [
  { label: 'source.redII', href: RED_II_URL },
  { label: 'source.yield', href: UCO_YIELD_STUDY_URL },
] as const satisfies readonly { label: MessageId<'impact'>; href: string }[];

/** The standards whose density range BIODIESEL_KG_PER_LITRE is the middle of (a name, the same in every language). */
const DENSITY_STANDARDS = 'EN 14214, IS 15607';

export interface ImpactCertificateProps {
  user: User | null;
  year: number;
  range: DateRange;
  /** Whether the year is still running: its period ends today. */
  running: boolean;
  figures: ImpactFigures;
  fmt: LocaleFormats;
  /** YYYY-MM-DD */
  generatedOn: string;
}

/**
 * The certificate of one financial year, on screen and, as it is, on one A4 page: who issues it
 * (the company's facts from config/site.ts), for whom, the year's figures and how they are worked out.
 */
export function ImpactCertificate({ user, year, range, running, figures, fmt, generatedOn }: ImpactCertificateProps) {
  const outlet = useOutletFacts();
  const t = useT('impact');
  const titleId = `impact-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const years = financialYearName(year);
  // Weighed figures as the receipts give them; worked-out figures as the calculator rounds them
  // (one decimal below 10, whole numbers above), so the two pages show the same number.
  const estimate = (value: number) => (Math.abs(value) < 10 ? fmt.number(Math.round(value * 10) / 10) : fmt.whole(value));
  const period = t(running ? 'periodToDate' : 'period', { from: fmt.longDate(range.dateFrom), upto: fmt.longDate(range.dateUpto) });
  const vendorName = user ? user.firm_name || user.name : '';
  const vendorLine = user ? [user.name, user.firm_name].filter(Boolean).join(', ') : '';
  const rows: { id: string; label: MessageId<'impact'>; value: string }[] = [
    { id: 'pickups', label: 'figures.pickups', value: fmt.whole(figures.pickups) },
    { id: 'oil-kg', label: 'figures.oilKg', value: t('unit.kg', { value: fmt.number(figures.collected.oilKg) }) },
    { id: 'oil-litres', label: 'figures.oilLitres', value: t('unit.litres', { value: estimate(figures.collected.oilLitres) }) },
    { id: 'to-biodiesel', label: 'figures.toBiodiesel', value: t('unit.kg', { value: fmt.number(figures.asBiodiesel.oilKg) }) },
    { id: 'biodiesel-kg', label: 'figures.biodieselKg', value: t('unit.kg', { value: estimate(figures.asBiodiesel.biodieselKg) }) },
    { id: 'biodiesel-litres', label: 'figures.biodieselLitres', value: t('unit.litres', { value: estimate(figures.asBiodiesel.biodieselLitres) }) },
    { id: 'co2e', label: 'figures.co2e', value: t('unit.kgCo2e', { value: estimate(figures.asBiodiesel.avoidedKg) }) },
  ];

  return (
    <article className="impact-certificate" aria-labelledby={titleId}>
      <header className="impact-issuer">
        <CompanyLines nameClassName="impact-issuer-name" contact={t('issuer.contact', { email: site.email, phone: site.tollFreeDisplay })} />
        <p className="impact-registration">{t('issuer.registration', { ...site.registration })}</p>
      </header>

      <h2 id={titleId} className="impact-title">
        {t('certificate.title', { years })}
      </h2>
      <p className="impact-statement">{t('certificate.statement', { company: site.legalName, vendor: vendorName || '—', years })}</p>

      <dl className="impact-facts">
        {user ? (
          <div>
            <dt>{t('facts.vendor')}</dt>
            <dd>{vendorLine}</dd>
          </div>
        ) : null}
        {/* Kept in this browser at sign-in; a browser that lost them prints the name only. */}
        {user?.address ? (
          <div>
            <dt>{t('facts.address')}</dt>
            <dd>
              {vendorAddress(user)}
            </dd>
          </div>
        ) : null}
        {/* The outlet, or for "All outlets" the organisation's outlets listed. */}
        {outlet.map(([label, value]) => (
          <div key="outlet">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('facts.year')}</dt>
          <dd>{t('year.option', { years })}</dd>
        </div>
        <div>
          <dt>{t('facts.period')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t('facts.generated')}</dt>
          <dd>{fmt.longDate(generatedOn)}</dd>
        </div>
      </dl>

      <table className="impact-figures">
        <caption>{t('figures.caption', { years })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('figures.measure')}</th>
            <th scope="col" className="num">
              {t('figures.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`impact-row-${row.id}`}>
              <th scope="row">{t(row.label)}</th>
              <td className="num">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="impact-note">{t('note.estimate')}</p>
      <p className="impact-note">{t('note.claims')}</p>

      <section className="impact-method" aria-labelledby={`${titleId}-method`}>
        <h3 id={`${titleId}-method`}>{t('method.heading')}</h3>
        <p>
          <RichText
            namespace="impact"
            id="method.text"
            values={{
              oilDensity: fmt.number(OIL_KG_PER_LITRE),
              yield: fmt.number(UCO_BIODIESEL_KG_PER_KG),
              biodieselDensity: fmt.number(BIODIESEL_KG_PER_LITRE),
              densityStandards: DENSITY_STANDARDS,
              energy: fmt.number(BIODIESEL_MJ_PER_KG),
              comparator: fmt.number(FOSSIL_COMPARATOR_G_PER_MJ),
              saving: fmt.percent(UCO_BIODIESEL_DEFAULT_SAVING * 100),
            }}
            components={{ 0: <Link to={paths.calculator} /> }}
          />
        </p>
        <h3>{t('sources.heading')}</h3>
        <ul className="impact-sources">
          {sources.map((source) => (
            <li key={source.href}>
              <a href={source.href} target="_blank" rel="noopener noreferrer">
                {t(source.label)}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <p className="impact-generated">{t('generated', { company: site.shortName, date: fmt.longDate(generatedOn) })}</p>
    </article>
  );
}
