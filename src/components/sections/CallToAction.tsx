import { Link } from 'react-router-dom';

/** A closing band that asks the reader to act: a heading, a line of text and one prominent link. */
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
