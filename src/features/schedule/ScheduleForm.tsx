import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useFormDraft } from '../../lib/formDraft';
import type { Schedule, ScheduleFrequency, TimeSlot } from '../../types/api';
import { dataOf, useSingleOutlet } from '../dashboard';
import { ApiStatusError, describeError } from '../dashboard';
import { saveSchedule } from './api';
import { FREQUENCIES, scheduleFormValues, TIME_SLOTS, validateScheduleForm, WORKING_DAYS, type ScheduleErrors, type ScheduleFormValues } from './rules';
import { useScheduleText } from './text';

export interface ScheduleFormProps {
  /** The vendor's schedule, or null for none: what the form opens with. */
  schedule: Schedule | null;
  onSaved: (schedule: Schedule) => void;
}

/**
 * Sets or changes the recurring pickup. What the vendor chose is kept in this tab until it is saved
 * (lib/formDraft), so a failed save, or a session that ends, loses nothing; a retry of the same
 * choice carries the same idempotency key, and a refusal (status Error) starts a new one.
 *
 * The day of the month is a text input with a numeric keyboard, not type="number": the rule sees
 * exactly what was typed ("31", "1e1") and says what is wrong, where a number input would hand over ''.
 */
export function ScheduleForm({ schedule, onSaved }: ScheduleFormProps) {
  const outlet = useSingleOutlet();
  const { t, weekdayName, slotLabel } = useScheduleText();
  const vendorT = useT('vendor');
  const draft = useFormDraft<ScheduleFormValues>('pickup-schedule', scheduleFormValues(schedule));
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const monthly = values.frequency === 'monthly';

  const set = (field: keyof ScheduleFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field in errors) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, input } = validateScheduleForm(values);
    setErrors(found);
    if (!input) {
      (formRef.current?.elements.namedItem(found.dayOfMonth ? 'day_of_month' : 'weekday') as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = dataOf(await saveSchedule(input, draft.keyFor(input), outlet));
      draft.clear();
      onSaved(saved);
    } catch (error) {
      console.error(error);
      // A refusal saved nothing: the next press is a new action. With no answer the save may have
      // happened, so the key stays for the retry.
      if (error instanceof ApiStatusError) draft.forgetKey();
      setFailure(t('form.saveFailed', { reason: describeError(error, vendorT) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="schedule-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="schedule-form-heading">
      <h2 id="schedule-form-heading">{t(schedule ? 'form.headingChange' : 'form.headingNew')}</h2>
      <fieldset className="schedule-choices">
        <legend className="form-label">{t('form.frequency')}</legend>
        {FREQUENCIES.map((frequency: ScheduleFrequency) => (
          <div className="form-check" key={frequency}>
            <input
              className="form-check-input"
              type="radio"
              name="frequency"
              id={`schedule-frequency-${frequency}`}
              value={frequency}
              checked={values.frequency === frequency}
              onChange={() => set('frequency', frequency)}
            />
            <label className="form-check-label" htmlFor={`schedule-frequency-${frequency}`}>
              {t(`frequency.${frequency}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {monthly ? (
        <FormField
          label={t('form.dayOfMonth')}
          hint={t('form.dayOfMonthHint')}
          error={errors.dayOfMonth && t(errors.dayOfMonth)}
          className="mb-3 schedule-day"
        >
          <input
            className="form-control"
            name="day_of_month"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={values.dayOfMonth}
            onChange={(event) => set('dayOfMonth', event.target.value)}
          />
        </FormField>
      ) : (
        <FormField label={t('form.weekday')} error={errors.weekday && t(errors.weekday)} className="mb-3 schedule-day">
          <select className="form-select" name="weekday" value={values.weekday} onChange={(event) => set('weekday', event.target.value)}>
            <option value="">{t('form.weekdayChoose')}</option>
            {WORKING_DAYS.map(({ weekday }) => (
              <option key={weekday} value={String(weekday)}>
                {weekdayName(weekday)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <fieldset className="schedule-choices">
        <legend className="form-label">{t('form.slot')}</legend>
        {TIME_SLOTS.map((slot: TimeSlot) => (
          <div className="form-check" key={slot}>
            <input
              className="form-check-input"
              type="radio"
              name="time_slot"
              id={`schedule-slot-${slot}`}
              value={slot}
              checked={values.timeSlot === slot}
              onChange={() => set('timeSlot', slot)}
            />
            <label className="form-check-label" htmlFor={`schedule-slot-${slot}`}>
              {slotLabel(slot)}
            </label>
          </div>
        ))}
      </fieldset>
      {failure ? (
        <Notice variant="danger" onClose={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      <button type="submit" className="btn btn-brand" disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            {t('form.saving')}
          </>
        ) : (
          t('form.save')
        )}
      </button>
    </form>
  );
}
