import { useState } from 'react';
import { paths } from '../config/paths';
import { Seo } from '../components/seo/Seo';
import { getCarbonCredits } from '../features/dashboard/api';
import { useT } from '../i18n/useT';

/** The test page always sends these fixed dates. */
export const TEST_RANGE = { dateFrom: '2023-04-01', dateUpto: '2023-08-06' } as const;

/** A developer test page with one button that posts a carbon-credit date range; the response is only logged. */
export default function TestPage() {
  const t = useT('pages');
  const [busy, setBusy] = useState(false);
  return (
    <section className="container content-section">
      <Seo title={t('devTest.title')} path={paths.test} noindex />
      <h1>{t('devTest.title')}</h1>
      <p>{t('devTest.text', { from: TEST_RANGE.dateFrom, to: TEST_RANGE.dateUpto })}</p>
      <button
        type="button"
        className="btn btn-brand"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            console.log(await getCarbonCredits(TEST_RANGE));
          } catch (error) {
            console.error(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t(busy ? 'devTest.posting' : 'devTest.button')}
      </button>
    </section>
  );
}
