import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { OIL_KG_PER_LITRE } from '../../../config/oilFactors';
import { site } from '../../../config/site';
import { useT } from '../../../i18n/useT';
import type { CollectionRecord, User } from '../../../types/api';
import { FactList, type Fact } from '../../../components/ui/FactList';
import type { LocaleFormats } from '../../dashboard';
import { CompanyLines } from '../../dashboard';
import { useOutletFacts, vendorAddress } from '../../dashboard';
import { estimateDifference, estimateWords, photoAddress, weighingFacts } from '../weighingFacts';
import { QrCode } from './QrCode';
import './certificate.scss';

/** The address a certificate's QR code encodes and prints: the public check of this receipt and code. */
export const verifyAddress = (record: Pick<CollectionRecord, 'receipt_no' | 'verify_code'>): string => `${env.siteUrl}${paths.verify(record.receipt_no, record.verify_code)}`;

/** Litres of oil in a weighed quantity, at the density the calculator uses, to one decimal. */
export const litresOf = (kg: number): number => Math.round((kg / OIL_KG_PER_LITRE) * 10) / 10;

export interface CertificateProps {
  record: CollectionRecord;
  user: User | null;
  fmt: LocaleFormats;
  /** YYYY-MM-DD: the day it is shown or printed. */
  printedOn: string;
}

/** One pickup's certificate of collection: a document that stands on its own, on screen and on one A4 page. */
export function Certificate({ record, user, fmt, printedOn }: CertificateProps) {
  const t = useT('certificate');
  const footer = useT('footer');
  const address = verifyAddress(record);
  const outlet = useOutletFacts();
  const destination = record.destination === 'Biodiesel plant' ? t('cert.destinationBiodiesel') : t('cert.destinationOther');

  const party: Fact[] = user
    ? [
        [t('cert.firm'), user.firm_name],
        [t('cert.name'), user.name],
        ...(user.address ? [[t('cert.address'), vendorAddress(user)] as const] : []),
        ...(user.mobile ? [[t('cert.mobile'), `+91 ${user.mobile}`] as const] : []),
        // The outlet the pickup was made at (none for a vendor with one outlet).
        ...outlet,
      ]
    : [];
  const pickup: Fact[] = [
    [t('cert.receipt'), record.receipt_no],
    [t('cert.date'), <time dateTime={record.collected_on}>{fmt.longDate(record.collected_on)}</time>],
    [t('cert.quantity'), t('cert.quantityValue', { kg: fmt.number(record.quantity_kg), litres: fmt.number(litresOf(record.quantity_kg)), density: fmt.number(OIL_KG_PER_LITRE) })],
    [t('cert.drums'), fmt.whole(record.drums)],
    ...(record.tpc_percent === null ? [] : [[t('cert.tpc'), fmt.percent(record.tpc_percent)] as const]),
    [t('cert.vehicle'), record.vehicle_no],
    [t('cert.collector'), record.collector_name],
    [t('cert.destination'), destination],
    [t('cert.rate'), t('cert.rateValue', { rate: fmt.rupees(record.rate_inr_per_kg) })],
    [t('cert.amount'), fmt.rupees(record.amount_inr)],
    [t('cert.points'), fmt.whole(record.green_points)],
  ];

  // The weighing behind the net weight (issue 35, item 1), and the vendor's own estimate beside it.
  const difference = estimateDifference(record);
  const weighing: Fact[] = [
    ...weighingFacts(t, fmt, record.weighing),
    ...(difference
      ? [
          [
            t('weighing.estimate'),
            <>
              {estimateWords(t, fmt, difference)}
              {difference.marked ? <strong className="weighing-marked">{t('weighing.marked')}</strong> : null}
            </>,
          ] as const,
        ]
      : []),
  ];
  const photo = photoAddress(record.weighing.photo_url);

  return (
    <article className="certificate" aria-labelledby="certificate-title">
      <header className="certificate-head">
        <div className="certificate-issuer">
          <CompanyLines nameClassName="certificate-company" contact={`${site.email} · ${t('cert.tollFree')} ${site.tollFreeDisplay}`} />
          <p className="certificate-registration">{footer('registration', site.registration)}</p>
        </div>
        <h1 id="certificate-title">{t('cert.title')}</h1>
        <p className="certificate-number">
          {t('cert.receipt')}: <strong>{record.receipt_no}</strong>
        </p>
      </header>
      <p className="certificate-statement">{t('cert.statement')}</p>
      {/* A pickup the vendor has questioned says so while the question is open (issue 35): on screen and on paper. */}
      {record.dispute_status === 'Open' || record.dispute_status === 'Under review' ? <p className="certificate-dispute">{t('cert.underDispute')}</p> : null}
      <div className="certificate-sections">
        {party.length > 0 ? (
          <section aria-labelledby="certificate-party">
            <h2 id="certificate-party">{t('cert.issuedTo')}</h2>
            <FactList className="certificate-facts" facts={party} />
          </section>
        ) : null}
        <section aria-labelledby="certificate-pickup">
          <h2 id="certificate-pickup">{t('cert.pickup')}</h2>
          <FactList className="certificate-facts" facts={pickup} />
        </section>
        <section aria-labelledby="certificate-weighing" className="certificate-weighing">
          <h2 id="certificate-weighing">{t('weighing.heading')}</h2>
          <FactList className="certificate-facts" facts={weighing} />
          {photo ? (
            <figure className="certificate-photo">
              {/* Full size in a tab of its own: the register stays where it was. */}
              <a href={photo} target="_blank" rel="noopener noreferrer">
                <img src={photo} width={144} height={96} decoding="async" alt={t('weighing.photoAlt', { kg: fmt.number(record.weighing.gross_kg), scale: record.weighing.scale_id })} />
                <span className="visually-hidden"> {t('weighing.photoOpens')}</span>
              </a>
              <figcaption>{t('weighing.photoCaption')}</figcaption>
            </figure>
          ) : null}
        </section>
      </div>
      <section className="certificate-check" aria-labelledby="certificate-check">
        <QrCode className="certificate-qr" text={address} label={t('cert.qrLabel', { address })} />
        <div>
          <h2 id="certificate-check">{t('cert.qrHeading')}</h2>
          <p>{t('cert.qrHelp')}</p>
          <p className="certificate-address">{address}</p>
          <p>
            {t('cert.code')}: <strong className="certificate-code">{record.verify_code}</strong>
          </p>
        </div>
      </section>
      <p className="certificate-foot">{t('cert.generated', { company: site.legalName, date: fmt.longDate(printedOn) })}</p>
    </article>
  );
}
