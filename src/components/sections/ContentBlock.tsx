import { Link } from 'react-router-dom';
import type { ContentSection } from '../../types/content';
import { Checklist } from './Checklist';
import { Figures } from './Figures';
import { Steps } from './Steps';

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
        {section.figures ? <Figures figures={section.figures} note={section.figuresNote} /> : null}
        {section.link ? (
          <p className="section-link">
            <Link to={section.link.to}>{section.link.label}</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
