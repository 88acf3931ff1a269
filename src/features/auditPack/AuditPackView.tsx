import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FactList } from '../../components/ui/FactList';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useT } from '../../i18n/useT';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import type { CollectionRecord, User } from '../../types/api';
import { ALL_OUTLETS, CompanyLines, dataOf, describeError, FixedOutlet, getCollectionRecords, outletNameOf, useOutlet, useOutletFacts, useVendorText, vendorFacts, type DateRange } from '../dashboard';
import { DeclarationDocument, getDeclaration } from '../declaration';
import { getDisputes, type Dispute } from '../disputes';
import { financialYearChoices, financialYearName, financialYearOf, financialYearRange, ImpactCertificate, impactOf, isRunning } from '../impact';
import { Certificate, groupByMonth, RecordsTable, totalsOf, useRecordsCopy } from '../records';
import { packContents, type PackContents } from './packContents';
import './auditPack.scss';

/**
 * /dashboard/audit-pack (issue 35, item 4): for a financial year, the outlet's records (or the
 * organisation's, for an owner's "All outlets") as one printable document with a contents page, so
 * a certification body's auditor gets everything in one file: print it, or save it as a PDF from the
 * print dialog. Each part is the page's own document (the register, each certificate, the impact
 * certificate), so the pack says exactly what those pages say.
 *
 * Why a printed document and not a ZIP of PDFs: the browser's print engine already lays out these
 * documents on A4 (they are tested to), shapes Devanagari correctly, and costs no download; a PDF
 * library in the page would weigh more than the vendor area's whole script and would need its own
 * Hindi fonts.
 */
export function AuditPackView({ user }: { user: User | null }) {
  const t = useT('certificate');
  const { t: vendorT } = useVendorText();
  const [today] = useState(() => indianToday());
  const [year, setYear] = useState(() => financialYearOf(today));
  const choices = useMemo(() => financialYearChoices(today), [today]);
  const range = financialYearRange(year, today) as DateRange;
  const { outletId, outlets } = useOutlet();
  // The declarations are each outlet's own: for "All outlets", every outlet's (the list of outlets is known by then).
  const declarationOutlets = outletId === ALL_OUTLETS ? outlets.map((outlet) => outlet.id) : [outletId];
  const state = useAsync(
    async () => {
      const [records, disputes, declarations] = await Promise.all([
        getCollectionRecords(range, outletId).then(dataOf),
        getDisputes(outletId).then(dataOf),
        Promise.all(declarationOutlets.map(async (id) => ({ outletId: id, declaration: (await getDeclaration(id)).data ?? null }))),
      ]);
      return { year, range, contents: packContents(records, disputes, declarations, range) };
    },
    [range.dateFrom, range.dateUpto, outletId, declarationOutlets.join(',')],
    outletId !== ALL_OUTLETS || outlets.length > 0,
  );
  const years = financialYearName(year);

  return (
    <section className="audit-pack-panel" aria-label={t('pack.title', { years })}>
      <div className="audit-pack-toolbar audit-pack-screen-only">
        <FormField label={t('pack.year')} className="audit-pack-year">
          <select name="year" className="form-select" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {financialYearName(choice)}
              </option>
            ))}
          </select>
        </FormField>
        {state.status === 'success' && state.data.contents.records.length > 0 ? (
          <button type="button" className="btn btn-brand" onClick={() => window.print()}>
            {t('pack.print')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {state.status === 'loading' ? t('pack.loading', { years }) : state.status === 'success' ? t('pack.ready', { years }) : ''}
      </p>
      {state.status === 'loading' ? (
        <p className="vendor-loading" aria-hidden="true">
          {t('pack.loading', { years })}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('pack.failed', { reason: describeError(state.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {t('cert.retry')}
          </button>
        </Notice>
      ) : state.data.contents.records.length === 0 ? (
        <div className="vendor-empty">
          <p>
            <strong>{t('pack.empty', { years: financialYearName(state.data.year) })}</strong>
          </p>
          <Link to={paths.dashboard}>{t('pack.emptyLink')}</Link>
        </div>
      ) : (
        <AuditPack user={user} year={state.data.year} range={state.data.range} contents={state.data.contents} today={today} fmtYears={financialYearName(state.data.year)} />
      )}
      <p className="audit-pack-note audit-pack-screen-only">{t('pack.printNote')}</p>
    </section>
  );
}

interface AuditPackProps {
  user: User | null;
  year: number;
  range: DateRange;
  contents: PackContents;
  today: string;
  fmtYears: string;
}

/** The pack itself: a contents page, then each part from a new page. */
function AuditPack({ user, year, range, contents, today, fmtYears }: AuditPackProps) {
  const t = useT('certificate');
  const { t: vendorT, fmt } = useVendorText();
  const copy = useRecordsCopy();
  const outletFacts = useOutletFacts();
  const { outletId, outlets } = useOutlet();
  const allOutlets = outletId === ALL_OUTLETS;
  const figures = useMemo(() => impactOf(contents.records), [contents.records]);
  const parts = [
    { id: 'pack-register', title: t('pack.register'), note: t('pack.registerNote', { count: contents.records.length, kg: fmt.number(contents.totalKg) }) },
    { id: 'pack-certificates', title: t('pack.certificates'), note: t('pack.certificatesNote', { count: contents.records.length }) },
    { id: 'pack-declarations', title: t('pack.declarations'), note: t('pack.declarationsNote', { count: contents.declarations.filter((entry) => entry.declaration).length }) },
    { id: 'pack-disputes', title: t('pack.disputes'), note: t('pack.disputesNote', { count: contents.disputes.length }) },
    { id: 'pack-impact', title: t('pack.impact'), note: t('pack.impactNote') },
  ];
  const period = t('pack.period', { from: fmt.longDate(range.dateFrom), upto: fmt.longDate(range.dateUpto) });
  return (
    <article className="audit-pack" aria-labelledby="audit-pack-title">
      <header className="audit-pack-cover">
        <CompanyLines nameClassName="audit-pack-company" contact={`${site.email} · ${vendorT('statement.tollFree')} ${site.tollFreeDisplay}`} />
        <h2 id="audit-pack-title" className="audit-pack-title">
          {t('pack.title', { years: fmtYears })}
        </h2>
        <FactList
          className="audit-pack-facts"
          facts={[
            ...vendorFacts(user, { vendor: vendorT('statement.vendor'), address: vendorT('statement.address'), mobile: vendorT('statement.mobile') }),
            ...outletFacts,
            [t('pack.periodLabel'), period],
            [t('pack.generated'), fmt.longDate(today)],
          ]}
        />
        <nav aria-labelledby="audit-pack-contents">
          <h3 id="audit-pack-contents">{t('pack.contents')}</h3>
          <ol className="audit-pack-contents">
            {parts.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.title}</a>: {part.note}
              </li>
            ))}
          </ol>
        </nav>
        <p className="audit-pack-check">{t('pack.checkNote', { address: `${env.siteUrl}${paths.verifyForm}` })}</p>
      </header>

      <section id="pack-register" className="audit-pack-part records-register" aria-labelledby="pack-register-title">
        <h3 id="pack-register-title" className="audit-pack-part-title">
          1. {t('pack.register')}
        </h3>
        <RecordsTable
          groups={groupByMonth(contents.records, 'oldest')}
          totals={totalsOf(contents.records)}
          order="oldest"
          caption={copy.caption(period)}
          fmt={fmt}
          printMonth={null}
          outlets={
            allOutlets
              ? { heading: vendorT('outlet.column'), name: (id) => outletNameOf(outlets, id), subtotalLabel: (name) => vendorT('outlet.subtotal', { name }), subtotals: [] }
              : undefined
          }
          today={today}
        />
      </section>

      <section id="pack-certificates" className="audit-pack-part" aria-labelledby="pack-certificates-title">
        <h3 id="pack-certificates-title" className="audit-pack-part-title">
          2. {t('pack.certificates')}
        </h3>
        {contents.records.map((record) => (
          <div key={`${record.outlet_id ?? ''}-${record.receipt_no}`} className="audit-pack-certificate">
            <FixedOutlet outletId={record.outlet_id}>
              <Certificate record={record} user={user} fmt={fmt} printedOn={today} />
            </FixedOutlet>
          </div>
        ))}
      </section>

      <section id="pack-declarations" className="audit-pack-part" aria-labelledby="pack-declarations-title">
        <h3 id="pack-declarations-title" className="audit-pack-part-title">
          3. {t('pack.declarations')}
        </h3>
        {contents.declarations.map(({ outletId: id, declaration }) => (
          <FixedOutlet key={id ?? 'own'} outletId={id}>
            {declaration ? (
              <div className="audit-pack-declaration">
                <DeclarationDocument declaration={declaration} user={user} fmt={fmt} printedOn={today} />
              </div>
            ) : (
              <p className="audit-pack-missing">
                {id !== undefined && allOutlets ? t('pack.noDeclarationAt', { outlet: outletNameOf(outlets, id) }) : t('pack.noDeclaration')}{' '}
                <Link to={paths.declaration} className="audit-pack-screen-only">
                  {t('pack.declarationLink')}
                </Link>
              </p>
            )}
          </FixedOutlet>
        ))}
      </section>

      <section id="pack-disputes" className="audit-pack-part" aria-labelledby="pack-disputes-title">
        <h3 id="pack-disputes-title" className="audit-pack-part-title">
          4. {t('pack.disputes')}
        </h3>
        <DisputesTable disputes={contents.disputes} records={contents.records} />
      </section>

      <section id="pack-impact" className="audit-pack-part" aria-labelledby="pack-impact-title">
        <h3 id="pack-impact-title" className="audit-pack-part-title">
          5. {t('pack.impact')}
        </h3>
        <ImpactCertificate user={user} year={year} range={range} running={isRunning(year, today)} figures={figures} fmt={fmt} generatedOn={today} />
      </section>
    </article>
  );
}

const statusKey = { Open: 'open', 'Under review': 'review', Resolved: 'resolved', Rejected: 'rejected' } as const;

/** The year's disputes, each with its pickup, what was said and how it ended. */
function DisputesTable({ disputes, records }: { disputes: Dispute[]; records: CollectionRecord[] }) {
  const t = useT('certificate');
  const { fmt } = useVendorText();
  if (disputes.length === 0) return <p>{t('pack.noDisputes')}</p>;
  const collectedOn = new Map(records.map((record) => [record.receipt_no, record.collected_on]));
  return (
    <div className="records-table-wrap">
      <table className="records-table audit-pack-disputes">
        <caption className="visually-hidden">{t('pack.disputes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pack.colReceipt')}</th>
            <th scope="col">{t('disputes.raisedOn')}</th>
            <th scope="col">{t('disputes.reason')}</th>
            <th scope="col">{t('disputes.details')}</th>
            <th scope="col">{t('pack.colOutcome')}</th>
          </tr>
        </thead>
        <tbody>
          {disputes.map((dispute) => (
            <tr key={dispute.id}>
              <th scope="row">
                {/* On screen the receipt opens its certificate; on paper it is the receipt's number. */}
                <FixedOutletLink receiptNo={dispute.receipt_no} outletId={dispute.outlet_id} />
                <span className="records-scale">{t('pack.collectedOn', { date: fmt.date(collectedOn.get(dispute.receipt_no) ?? dispute.raised_on) })}</span>
              </th>
              <td>{fmt.date(dispute.raised_on)}</td>
              <td>
                {t(`dispute.reason.${dispute.reason}`)}
                {dispute.vendor_kg === null ? null : <span className="records-scale">{t('pack.reading', { kg: fmt.kg(dispute.vendor_kg) })}</span>}
              </td>
              <td>{dispute.details}</td>
              <td>
                <strong>{t(`disputes.status.${statusKey[dispute.status]}`)}</strong> ({fmt.date(dispute.updated_on)})
                {dispute.resolution ? <span className="audit-pack-resolution">{dispute.resolution}</span> : null}
                {dispute.adjusted_amount_inr !== null ? (
                  <span className="audit-pack-resolution">{t('disputes.adjustmentValue', { kg: fmt.kg(dispute.adjusted_kg ?? 0), amount: fmt.rupees(dispute.adjusted_amount_inr) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A receipt number as a link to its certificate, with its outlet chosen when the pack is an organisation's. */
function FixedOutletLink({ receiptNo, outletId }: { receiptNo: string; outletId: number | undefined }) {
  const copy = useRecordsCopy();
  const to = outletId === undefined ? paths.certificate(receiptNo) : `${paths.certificate(receiptNo)}?outlet=${outletId}`;
  return (
    <Link to={to} aria-label={copy.certificateLink(receiptNo)}>
      {receiptNo}
    </Link>
  );
}
