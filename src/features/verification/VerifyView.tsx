import { useEffect, useRef } from 'react';
import { FactList, type Fact } from '../../components/ui/FactList';
import { site } from '../../config/site';
import { useLocale } from '../../i18n/LocaleProvider';
import { regionTag } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { useAsync } from '../../lib/useAsync';
import { formatsFor } from '../dashboard';
import { weighingFacts } from '../records';
import type { Verification } from '../../types/api';
import { verifyCertificate } from './api';
import { VerifyForm } from './VerifyForm';
import { normaliseQuery, queryErrors, type CertificateQuery } from './validation';
import './verification.scss';

function GenuineCertificate({ verification }: { verification: Verification }) {
  const t = useT('certificate');
  const fmt = formatsFor(regionTag[useLocale()]);
  const destination = verification.destination === 'Biodiesel plant' ? t('cert.destinationBiodiesel') : t('cert.destinationOther');
  const rows: Fact[] = [
    [t('verify.receipt'), verification.receipt_no],
    [t('verify.collectedOn'), fmt.longDate(verification.collected_on)],
    [t('verify.quantity'), t('verify.quantityValue', { kg: fmt.number(verification.quantity_kg) })],
    [t('verify.firm'), verification.firm_name_masked],
    [t('cert.collector'), verification.collector_name],
    [t('cert.vehicle'), verification.vehicle_no],
    [t('cert.destination'), destination],
    // How it was weighed (issue 35), without the photo.
    ...weighingFacts(t, fmt, verification.weighing),
  ];
  return (
    <div className="verify-result verify-genuine">
      <h2>{t('verify.genuine')}</h2>
      <p>{t('verify.genuineLead')}</p>
      {/* Questioned by the kitchen: said, with no details. */}
      {verification.under_dispute ? <p className="verify-dispute">{t('verify.underDispute')}</p> : null}
      <FactList className="verify-facts" facts={rows} />
      <p className="verify-privacy">{t('verify.privacy')}</p>
    </div>
  );
}

function CertificateCheck({ query }: { query: CertificateQuery }) {
  const t = useT('certificate');
  const state = useAsync(() => verifyCertificate(query.receiptNo, query.code), [query.receiptNo, query.code]);
  if (state.status === 'loading') return <p className="verify-result">{t('verify.checking')}</p>;
  if (state.status === 'success' && state.data) return <GenuineCertificate verification={state.data} />;
  if (state.status === 'success') {
    return (
      <div className="verify-result verify-not-found">
        <h2>{t('verify.notFound')}</h2>
        <p>{t('verify.notFoundHelp', { company: site.legalName, phone: site.tollFreeDisplay, email: site.email })}</p>
      </div>
    );
  }
  return (
    <div className="verify-result verify-failed">
      <p>{t('verify.failed')}</p>
      <button type="button" className="btn btn-outline-brand" onClick={state.reload}>
        {t('verify.retry')}
      </button>
    </div>
  );
}

export interface VerifyViewProps {
  /** The receipt number and code in the address (from a QR code), each possibly empty. */
  query: CertificateQuery;
  /** A check typed by hand: the page puts it in the address, which checks it. */
  onCheck: (query: CertificateQuery) => void;
}

/**
 * /verify/{receipt_no}?code=…: the public check of a certificate of collection. The address's
 * receipt number and code are checked at once; the form below takes them by hand.
 */
export function VerifyView({ query, onCheck }: VerifyViewProps) {
  const hasQuery = query.receiptNo !== '' || query.code !== '';
  const errors = hasQuery ? queryErrors(query) : {};
  const checkable = hasQuery && Object.keys(errors).length === 0;
  const normalised = normaliseQuery(query);
  const result = useRef<HTMLDivElement>(null);

  // A check typed by hand moves focus to its answer, so a screen reader reads it next.
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) result.current?.focus();
  }, [normalised.receiptNo, normalised.code]);

  return (
    <div className="verify-body">
      {/* The answer is announced as it arrives (checking, genuine, not found, failed). */}
      <div ref={result} className="verify-answer" aria-live="polite" tabIndex={-1}>
        {checkable ? <CertificateCheck key={`${normalised.receiptNo} ${normalised.code}`} query={normalised} /> : null}
      </div>
      <VerifyForm
        key={`${query.receiptNo} ${query.code}`}
        initial={query}
        initialErrors={errors}
        onCheck={(typedQuery) => {
          typed.current = true;
          onCheck(normaliseQuery(typedQuery));
        }}
      />
    </div>
  );
}
