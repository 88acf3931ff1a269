import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { indianToday } from '../../lib/indiaTime';
import { useAsync } from '../../lib/useAsync';
import { useT } from '../../i18n/useT';
import type { User } from '../../types/api';
import { dataOf, getCollectionRecords, useOutlet, type DateRange } from '../dashboard';
import { describeError } from '../dashboard';
import { useFormats } from '../dashboard';
import { financialYearChoices, financialYearName, financialYearOf, financialYearRange, isRunning } from './financialYear';
import { ImpactCertificate } from './ImpactCertificate';
import { impactOf } from './impactFigures';

/** /dashboard/impact: the vendor's impact certificate for a financial year they choose, printable on one A4 page. */
export function ImpactCertificateView({ user }: { user: User | null }) {
  const t = useT('impact');
  const vendorT = useT('vendor');
  const fmt = useFormats();
  // Client-only (a signed-in page, never prerendered): the clock is read for the initial state alone.
  const [today] = useState(() => indianToday());
  const [year, setYear] = useState(() => financialYearOf(today));
  // The API tells no vendor's first pickup, so the last few years are offered (see financialYearChoices).
  const choices = useMemo(() => financialYearChoices(today), [today]);
  const range = financialYearRange(year, today) as DateRange;
  const { outletId } = useOutlet();
  const state = useAsync(async () => ({ year, range, outletId, records: dataOf(await getCollectionRecords(range, outletId)) }), [range.dateFrom, range.dateUpto, outletId]);
  const figures = useMemo(() => (state.status === 'success' ? impactOf(state.data.records) : null), [state]);
  const years = financialYearName(year);

  return (
    <section className="impact-panel" aria-label={t('page.title')}>
      <div className="impact-toolbar impact-screen-only">
        <FormField label={t('year.label')} className="impact-year">
          <select name="year" className="form-select" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(isRunning(choice, today) ? 'year.optionRunning' : 'year.option', { years: financialYearName(choice) })}
              </option>
            ))}
          </select>
        </FormField>
        {state.status === 'success' && state.data.records.length > 0 ? (
          <button type="button" className="btn btn-brand impact-print" onClick={() => window.print()}>
            {t('print')}
          </button>
        ) : null}
      </div>
      {state.status === 'loading' ? (
        <p className="vendor-loading" role="status">
          {t('loading', { years })}
        </p>
      ) : state.status === 'error' ? (
        <Notice variant="danger">
          {t('failed', { years, reason: describeError(state.error, vendorT) })}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={state.reload}>
            {t('retry')}
          </button>
        </Notice>
      ) : state.data.records.length === 0 || !figures ? (
        <div className="vendor-empty impact-empty" role="status">
          <p>
            <strong>{t('empty.title', { years: financialYearName(state.data.year) })}</strong>
          </p>
          <p>{t('empty.help')}</p>
          <Link to={paths.dashboard}>{t('empty.link')}</Link>
        </div>
      ) : (
        <ImpactCertificate
          user={user}
          year={state.data.year}
          range={state.data.range}
          running={isRunning(state.data.year, today)}
          figures={figures}
          fmt={fmt}
          generatedOn={today}
        />
      )}
    </section>
  );
}
