import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { figureNotes, fssaiText, pickupText } from './copy';
import type { Calculator } from './useCalculator';
import { useWords } from './useWords';
import { RichText } from '../../i18n/RichText';

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
  const words = useWords();
  const { t, num } = words;
  const { calculation } = calculator;
  const figures = calculation.ok ? calculation.figures : null;
  const footnote = t(figures ? 'results.footnote.shown' : calculator.amountError ? 'results.footnote.invalid' : 'results.footnote.empty');
  const pickup = pickupText(figures?.pickup ?? null, words);
  const belowMinimum = figures !== null && (figures.pickup.kind === 'below-minimum' || figures.pickup.kind === 'nothing');

  return (
    <section className="calculator-results" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('results.heading')}</h3>
      <dl className="calculator-figures">
        <Figure label={t('figure.oil.label')} value={figures ? t('value.kg', { kg: num.quantity(figures.kgPerMonth) }) : DASH} note={figureNotes.oil(words)} />
        <Figure
          label={t('figure.payment.label')}
          value={
            figures ? (
              // The range's end wraps as one piece ("to ₹16,788") on a narrow screen.
              <RichText
                namespace="calculator"
                id="figure.payment.value"
                values={{ min: num.rupees(figures.paymentMin), max: num.rupees(figures.paymentMax) }}
                components={{ 0: <span className="calculator-range-end" /> }}
              />
            ) : (
              DASH
            )
          }
          note={figures ? figureNotes.payment(figures, words) : t('figure.payment.noteEmpty')}
        />
        {calculator.inputs.kitchen === 'household' ? (
          // Homes earn no green points (those are for food businesses' accounts): they are paid on the day.
          <Figure label={t('figure.homePayment.label')} value={t('figure.homePayment.value')} note={t('figure.homePayment.note')} />
        ) : (
          <Figure label={t('figure.points.label')} value={figures?.greenPoints != null ? num.number(figures.greenPoints) : DASH} note={figureNotes.points(words)} />
        )}
        <Figure
          label={t('figure.co2e.label')}
          value={figures ? t('value.kgCo2e', { kg: num.quantity(figures.co2e.avoidedKg) }) : DASH}
          note={t('figure.co2e.note')}
        />
      </dl>
      <p className="calculator-footnote">{footnote}</p>

      {compact ? null : (
        <div className="calculator-notes">
          <Note heading={t('fssai.heading')} {...fssaiText(figures?.fssai ?? null, words)} link={{ to: paths.compliance, label: t('fssai.link') }} />
          <Note
            heading={t('pickup.heading')}
            {...pickup}
            link={belowMinimum ? { to: paths.household, label: t('pickup.link.household') } : { to: paths.collection, label: t('pickup.link.collection') }}
          />
        </div>
      )}

      <div className="calculator-actions">
        {/* The form's submit button: Enter in the amount books too (the form's onSubmit). */}
        <button type="submit" className="btn btn-accent">
          {t('results.book')}
        </button>
        {compact ? (
          <Link to={calculator.fullBreakdownHref} className="btn btn-outline-brand">
            {t('results.fullBreakdown')}
          </Link>
        ) : (
          <button type="button" className="btn btn-outline-brand" onClick={() => void calculator.share()}>
            {t('results.share')}
          </button>
        )}
      </div>
      {compact ? null : (
        <p className="calculator-share-message" role="status">
          {calculator.shareMessage ? t(calculator.shareMessage) : null}
        </p>
      )}
    </section>
  );
}
