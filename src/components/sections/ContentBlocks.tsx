import { Link } from 'react-router-dom';
import type { ContentSection, FaqEntry } from '../../types/content';
import { useT } from '../../i18n/useT';

/** A section of page copy: paragraphs, a checklist, a numbered process and/or key figures. */
export function ContentBlock({ section, index }: { section: ContentSection; index: number }) {
  const id = `section-${index + 1}`;
  return (
    <section className={`content-section${index % 2 ? ' content-section-alt' : ''}`} aria-labelledby={id}>
      <div className="container content-narrow">
        <h2 id={id}>{section.heading}</h2>
        {section.paragraphs?.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
        {section.list ? <Checklist items={section.list} /> : null}
        {section.steps ? <Steps steps={section.steps} /> : null}
        {section.figures ? <Figures figures={section.figures} /> : null}
        {section.link ? (
          <p className="section-link">
            <Link to={section.link.to}>{section.link.label}</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Figures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <dl className="figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function CallToAction({ heading, text, label, to }: { heading: string; text: string; label: string; to: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container cta-band-inner">
        <div>
          <h2 id="cta-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        <Link to={to} className="btn btn-accent btn-lg">
          {label}
        </Link>
      </div>
    </section>
  );
}
