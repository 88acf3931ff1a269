import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { figureLabels, figureNotes, fssaiEmpty, fssaiText, labels, noteLinks, pickupEmpty, pickupText, resultsFootnote } from './copy';
import { formatNumber, formatQuantity, formatRupees } from './format';
import type { Calculator } from './useCalculator';

const DASH = '—';

function Figure({ label, value, note }: { label: string; value: React.ReactNode; note: string }) {
  return (
    <div className="calculator-figure">
      <dt>{label}</dt>
      <dd>
        <span className="calculator-value">{value}</span> <span className="calculator-figure-note">{note}</span>
      </dd>
    </div>
  );
}

function Note({ heading, status, text, link }: { heading: string; status: string; text: string; link: { to: string; label: string } }) {
  return (
    <div className="calculator-note">
      <h4>{heading}</h4>
      <p className="calculator-note-status">{status}</p>
      <p>{text}</p>
      <Link to={link.to}>{link.label}</Link>
    </div>
  );
}

/**
 * The figures for a month. Every row is always there, with a dash until there is an amount, and the
 * boxes keep their size, so nothing moves as the figures change.
 */
export function CalculatorResults({ calculator, compact }: { calculator: Calculator; compact: boolean }) {
  const headingId = `results${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { calculation } = calculator;
  const figures = calculation.ok ? calculation.figures : null;
  const footnote = figures ? resultsFootnote.shown : calculator.amountError ? resultsFootnote.invalid : resultsFootnote.empty;
  const pickup = figures ? pickupText(figures.pickup) : pickupEmpty;
  const belowMinimum = figures !== null && (figures.pickup.kind === 'below-minimum' || figures.pickup.kind === 'nothing');

  return (
    <section className="calculator-results" aria-labelledby={headingId}>
      <h3 id={headingId}>{labels.results}</h3>
      <dl className="calculator-figures">
        <Figure label={figureLabels.oil} value={figures ? `${formatQuantity(figures.kgPerMonth)} kg` : DASH} note={figureNotes.oil} />
        <Figure
          label={figureLabels.payment}
          value={
            figures ? (
              <>
                {formatRupees(figures.paymentMin)} <span className="calculator-range-end">to {formatRupees(figures.paymentMax)}</span>
              </>
            ) : (
              DASH
            )
          }
          note={figures ? figureNotes.payment(figures) : figureNotes.paymentEmpty}
        />
        <Figure label={figureLabels.points} value={figures ? formatNumber(figures.greenPoints) : DASH} note={figureNotes.points} />
        <Figure label={figureLabels.co2e} value={figures ? `${formatQuantity(figures.co2e.avoidedKg)} kg CO2e` : DASH} note={figureNotes.co2e} />
      </dl>
      <p className="calculator-footnote">{footnote}</p>

      {compact ? null : (
        <div className="calculator-notes">
          <Note heading={labels.fssai} {...(figures ? fssaiText[figures.fssai] : fssaiEmpty)} link={{ to: paths.compliance, label: noteLinks.fssai }} />
          <Note
            heading={labels.pickup}
            {...pickup}
            link={belowMinimum ? { to: paths.household, label: noteLinks.household } : { to: paths.collection, label: noteLinks.collection }}
          />
        </div>
      )}

      <div className="calculator-actions">
        <button type="button" className="btn btn-accent" onClick={calculator.book}>
          {labels.book}
        </button>
        {compact ? (
          <Link to={calculator.fullBreakdownHref} className="btn btn-outline-brand">
            {labels.fullBreakdown}
          </Link>
        ) : (
          <button type="button" className="btn btn-outline-brand" onClick={() => void calculator.share()}>
            {labels.share}
          </button>
        )}
      </div>
      {compact ? null : (
        <p className="calculator-share-message" role="status">
          {calculator.shareMessage}
        </p>
      )}
    </section>
  );
}
