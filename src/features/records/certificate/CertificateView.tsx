import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../../../components/ui/Notice';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { downloadFile } from '../../../lib/downloadFile';
import { indianToday } from '../../../lib/indiaTime';
import { useAsync } from '../../../lib/useAsync';
import { useT } from '../../../i18n/useT';
import type { User } from '../../../types/api';
import { dataOf, getCollectionRecords, useSingleOutlet } from '../../dashboard';
import { describeError } from '../../dashboard';
import { useFormats, useVendorText } from '../../dashboard';
import { useRecordsCopy } from '../copy';
import { recordsCsv } from '../recordsCsv';
import { DisputePanel, type Dispute } from '../../disputes';
import { Certificate } from './Certificate';

/** The CSV row's file name: plain ASCII, the receipt number's slashes as hyphens. */
export const certificateCsvFileName = (receiptNo: string) => `greendrop-certificate-${receiptNo.replace(/[^A-Za-z0-9-]+/g, '-')}.csv`;

export interface CertificateViewProps {
  receiptNo: string;
  user: User | null;
}

/**
 * /dashboard/records/{receipt_no}: the pickup is looked up among all of the vendor's receipts (the
 * register's call over every year we have collected), so the address works on its own, bookmarked
 * or shared, not only from the register.
 */
export function CertificateView({ receiptNo, user }: CertificateViewProps) {
  const t = useT('certificate');
  const { t: vendorT } = useVendorText();
  const fmt = useFormats();
  const recordsCopy = useRecordsCopy();
  // A signed-in page, never prerendered: the clock may be read for the initial state.
  const [today] = useState(() => indianToday());
  const outlet = useSingleOutlet();
  const state = useAsync(
    async () => dataOf(await getCollectionRecords({ dateFrom: site.collectingSince, dateUpto: today }, outlet)).find((record) => record.receipt_no === receiptNo) ?? null,
    [receiptNo, today, outlet],
  );
  const [params] = useSearchParams();
  // A dispute opened here: the pickup is under dispute from now on, as the server now says too.
  const [opened, setOpened] = useState<{ receiptNo: string; message: string; status: Dispute['status'] } | null>(null);
  const raisedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened) raisedRef.current?.focus();
  }, [opened]);

  const back = (
    <Link to={paths.records} className="btn btn-outline-brand">
      {t('cert.back')}
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('cert.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t('cert.failed', { reason: describeError(state.error, vendorT) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
          {t('cert.retry')}
        </button>
      </Notice>
    );
  }
  const found = state.data;
  const record = found && opened?.receiptNo === found.receipt_no ? { ...found, dispute_status: opened.status } : found;
  if (!record) {
    return (
      <div className="vendor-empty">
        <p>
          <strong>{t('cert.notFound', { receipt: receiptNo })}</strong>
        </p>
        <p>{t('cert.notFoundHelp')}</p>
        {back}
      </div>
    );
  }
  return (
    <>
      <div className="certificate-actions">
        <button type="button" className="btn btn-brand" aria-label={t('cert.printLabel')} onClick={() => window.print()}>
          {t('cert.print')}
        </button>
        <button type="button" className="btn btn-outline-brand" onClick={() => downloadFile(certificateCsvFileName(record.receipt_no), recordsCsv([record], recordsCopy), 'text/csv;charset=utf-8')}>
          {t('cert.downloadCsv')}
        </button>
        {back}
      </div>
      <Certificate record={record} user={user} fmt={fmt} printedOn={today} />
      {opened?.receiptNo === record.receipt_no ? (
        <div ref={raisedRef} tabIndex={-1} className="certificate-screen-only dispute-raised">
          <Notice variant="success">
            {opened.message} <Link to={paths.disputes}>{t('dispute.listLink')}</Link>
          </Notice>
        </div>
      ) : null}
      <DisputePanel
        key={record.receipt_no}
        record={record}
        today={today}
        outletId={outlet}
        startOpen={params.get('dispute') === '1'}
        onRaised={(message, dispute) => setOpened({ receiptNo: record.receipt_no, message, status: dispute.status })}
      />
    </>
  );
}
