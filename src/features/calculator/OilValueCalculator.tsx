import { useId } from 'react';
import { useHref } from 'react-router-dom';
import { FormField } from '../../components/ui/FormField';
import { paths } from '../../config/paths';
import { CalculatorResults } from './CalculatorResults';
import { CalculatorWorking } from './CalculatorWorking';
import { amountLabel, kitchenLabels, periodLabels, unitLabels } from './copy';
import { AMOUNT_INPUT_MAX_LENGTH, KITCHENS, PERIODS, UNITS, type InputName } from './inputs';
import { useCalculator } from './useCalculator';
import { useWords } from './useWords';

export interface OilValueCalculatorProps {
  /** The home page's version: the four headline figures, no address, sharing or arithmetic. */
  compact?: boolean;
}

/**
 * What is your used oil worth: kind of kitchen, amount, unit, period and state in; oil a month,
 * indicative payment, green points, greenhouse gas avoided, FSSAI's duty and pickups out, as the
 * person types. Ordinary controlled fields with names inside a form, so that text typed into the
 * prerendered page before the app starts is kept; the form's submit button books the amount.
 */
export function OilValueCalculator({ compact = false }: OilValueCalculatorProps) {
  const words = useWords();
  const { t } = words;
  // A form's address is not the router's: in the Hindi app this is /hi/used-oil-value-calculator.
  const action = useHref(paths.calculator);
  const baseId = `calculator${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const idOf = (name: InputName) => `${baseId}-${name}`;
  const calculator = useCalculator({ inAddress: !compact, focusAmount: () => document.getElementById(idOf('amount'))?.focus() });
  const { inputs, states } = calculator;
  const control = (name: InputName) => ({
    id: idOf(name),
    name,
    value: inputs[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => calculator.setInput(name, event.target.value),
  });

  return (
    <>
      <form
        className={`calculator${compact ? ' calculator-compact' : ''}`}
        action={action}
        method="get"
        aria-label={t('form.label')}
        // The figures follow every keystroke; sending the form is "Book a pickup for this amount",
        // its submit button, so Enter in the amount does what the button does (with no amount, it
        // says so and stays on the amount). A keyboard user has a way to send the form (WCAG 3.2.2,
        // HTML_CodeSniffer's H32.2), and a press or an Enter before the app has started is held and
        // carried out as this submit (src/lib/earlyInteraction.ts).
        onSubmit={(event) => {
          event.preventDefault();
          calculator.book();
        }}
        onFocus={calculator.markUsed}
        onPointerDown={calculator.markUsed}
      >
        <div className="calculator-inputs">
          <FormField label={t('kitchen.label')} className="calculator-field calculator-kitchen">
            <select className="form-select" {...control('kitchen')}>
              {KITCHENS.map((kitchen) => (
                <option key={kitchen} value={kitchen}>
                  {t(kitchenLabels[kitchen])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={amountLabel(inputs.unit, inputs.per, words)}
            // The message takes the hint's place (and the room kept for it): nothing below moves.
            hint={calculator.amountError ? undefined : t('amount.hint')}
            error={calculator.amountError}
            className="calculator-field calculator-amount"
          >
            <input type="text" inputMode="decimal" autoComplete="off" maxLength={AMOUNT_INPUT_MAX_LENGTH} placeholder={t('amount.placeholder')} className="form-control" {...control('amount')} />
          </FormField>
          <FormField label={t('unit.label')} className="calculator-field calculator-unit">
            <select className="form-select" {...control('unit')}>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(unitLabels[unit])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('per.label')} className="calculator-field calculator-per">
            <select className="form-select" {...control('per')}>
              {PERIODS.map((per) => (
                <option key={per} value={per}>
                  {t(periodLabels[per])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('state.label')} hint={compact ? undefined : t('state.hint')} className="calculator-field calculator-state">
            <select className="form-select" {...control('state')}>
              <option value="">{t('state.placeholder')}</option>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)}>
                  {state.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <CalculatorResults calculator={calculator} compact={compact} />
        <p className="visually-hidden" role="status" aria-live="polite">
          {calculator.spoken}
        </p>
      </form>
      {compact ? null : <CalculatorWorking inputs={inputs} calculation={calculator.calculation} />}
    </>
  );
}
