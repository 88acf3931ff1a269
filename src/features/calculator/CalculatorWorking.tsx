import { useId } from 'react';
import type { Calculation } from './figures';
import type { CalculatorInputs } from './inputs';
import { sources } from './sources';
import { useWords } from './useWords';
import { exampleFigures, exampleInputs, workingSteps } from './working';

/**
 * The arithmetic behind every figure, with the person's numbers once there are some, and a worked
 * example before that (so the prerendered page shows real sums), followed by the sources.
 */
export function CalculatorWorking({ inputs, calculation }: { inputs: CalculatorInputs; calculation: Calculation }) {
  const headingId = `working${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const words = useWords();
  const { t } = words;
  const steps = calculation.ok ? workingSteps(inputs, calculation.figures, words) : workingSteps(exampleInputs, exampleFigures(), words);
  return (
    <section className="calculator-working" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('working.heading')}</h3>
      <p className="calculator-working-intro">{t(calculation.ok ? 'working.yours' : 'working.example')}</p>
      <dl>
        {steps.map((step) => (
          <div key={step.id}>
            <dt>{step.figure}</dt>
            <dd>{step.sum}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('working.sources')}</h4>
      <ul className="calculator-sources">
        {sources.map((source) => (
          <li key={source.href}>
            <a href={source.href} target="_blank" rel="noopener noreferrer">
              {t(source.label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
