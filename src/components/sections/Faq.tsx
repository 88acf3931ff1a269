import { Link } from 'react-router-dom';
import type { FaqEntry } from '../../types/content';
import { useT } from '../../i18n/useT';

/** Questions as native disclosures: they open without script and read well to screen readers. */
export function Faq({ entries, headingId = 'faq', heading }: { entries: FaqEntry[]; headingId?: string; heading?: string }) {
  const t = useT('common');
  return (
    <section className="content-section faq" aria-labelledby={`${headingId}-title`} id={headingId}>
      <div className="container content-narrow">
        <h2 id={`${headingId}-title`}>{heading ?? t('faq.heading')}</h2>
        {entries.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>
              {entry.answer}
              {entry.link ? (
                <>
                  {' '}
                  <Link to={entry.link.to}>{entry.link.label}</Link>
                </>
              ) : null}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
