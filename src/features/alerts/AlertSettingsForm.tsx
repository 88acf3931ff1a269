import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { indianDateTimeText } from '../../lib/indiaTime';
import type { AlertChannel, AlertEvent, AlertPreferences } from '../../types/api';
import { dataOf, describeError } from '../dashboard';
import { getAlertPreferences, saveAlertPreferences } from './api';
import { DevicePushPart } from './DevicePushPart';
import { acrossMidnight, ALERT_EVENTS, alertFormValues, alertSettingsInput, EMAIL_MAX_LENGTH, FORM_CHANNELS, validateAlertForm, withPushFrom, type AlertFormErrors, type AlertFormField, type AlertFormValues } from './settings';

export interface AlertSettingsFormProps {
  /** What the server holds for the person at this outlet. */
  saved: AlertPreferences;
  onSaved: (preferences: AlertPreferences) => void;
  /** The outlet the settings are for; undefined for a vendor with one outlet. */
  outlet: number | undefined;
}

/** The order the fields are looked at: the first with a problem takes the focus. */
const FIELD_ORDER: readonly AlertFormField[] = ['smsMobile', 'whatsappMobile', 'whatsappAgreed', 'emailAddress', 'quietFrom', 'quietTo'];

/**
 * /dashboard/alerts (issue 34, items 1 to 3): where the person is reached, what they are told and
 * how, the hours they are not disturbed, and the language of the messages. WhatsApp is off until
 * turned on with the consent words shown, which are sent exactly so; an e-mail address is
 * "not verified yet" until the server says it is. What was chosen stays through a failed save.
 */
export function AlertSettingsForm({ saved, onSaved, outlet }: AlertSettingsFormProps) {
  const t = useT('alerts');
  const vendorT = useT('vendor');
  const locale = useLocale();
  const [values, setValues] = useState<AlertFormValues>(() => alertFormValues(saved));
  const [errors, setErrors] = useState<AlertFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: string } | { failed: string } | null>(null);
  const [open, setOpen] = useState<AlertEvent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof AlertFormValues>(field: K, value: AlertFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field in errors) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const channelOn: Record<AlertChannel, boolean> = { sms: values.smsOn, whatsapp: values.whatsappOn, email: values.emailOn, push: values.pushOn };
  const channelName = (channel: AlertChannel) => t(`channel.${channel}`);
  const chosenWords = (event: AlertEvent) => {
    const chosen = FORM_CHANNELS.filter((channel) => values.events[event].includes(channel) && channelOn[channel]);
    return chosen.length ? chosen.map(channelName).join(', ') : t('events.none');
  };
  const toggleChannel = (event: AlertEvent, channel: AlertChannel, on: boolean) =>
    set('events', { ...values.events, [event]: on ? [...values.events[event], channel] : values.events[event].filter((chosen) => chosen !== channel) });

  const turningWhatsAppOn = values.whatsappOn && !saved.channels.whatsapp.enabled;
  const consentWords = t('whatsapp.consent', { mobile: values.whatsappMobile });
  const emailChanged = values.emailAddress.trim().toLowerCase() !== saved.channels.email.address.toLowerCase();
  const error = (field: AlertFormField) => (errors[field] ? t(errors[field] as never) : undefined);

  /** This device was turned on or off: push as the server now has it (it may have chosen messages for a first device), the rest as the person left it. */
  function devicePushChanged(on: boolean) {
    getAlertPreferences(outlet).then(
      (answer) => setValues((previous) => withPushFrom(previous, dataOf(answer))),
      (failure: unknown) => {
        console.error(failure);
        // Not read: at least the device just turned on is a channel.
        if (on) setValues((previous) => ({ ...previous, pushOn: true }));
      },
    );
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateAlertForm(values, saved);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const preferences = dataOf(await saveAlertPreferences(alertSettingsInput(values, saved, consentWords, outlet)));
      onSaved(preferences);
      setValues((previous) => ({ ...previous, whatsappAgreed: false }));
      // In the page's language: the server's message is English.
      setOutcome({ saved: t('form.saved') });
    } catch (failure) {
      console.error(failure);
      setOutcome({ failed: t('form.saveFailed', { reason: describeError(failure, vendorT) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="alert-settings" onSubmit={submit} noValidate aria-busy={busy}>
      <section className="vendor-panel" aria-labelledby="alert-channels-heading">
        <h2 id="alert-channels-heading">{t('channels.heading')}</h2>

        <ChannelSwitch id="alert-sms" label={t('channel.sms')} on={values.smsOn} onChange={(on) => set('smsOn', on)}>
          <MobileField name="smsMobile" label={t('form.smsMobile')} error={error('smsMobile')} value={values.smsMobile} onChange={(mobile) => set('smsMobile', mobile)} />
        </ChannelSwitch>

        <ChannelSwitch id="alert-whatsapp" label={t('channel.whatsapp')} on={values.whatsappOn} onChange={(on) => set('whatsappOn', on)}>
          <MobileField name="whatsappMobile" label={t('form.whatsappMobile')} error={error('whatsappMobile')} value={values.whatsappMobile} onChange={(mobile) => set('whatsappMobile', mobile)} />
          {turningWhatsAppOn ? (
            <div className="alert-consent">
              <p id="whatsapp-consent-words">{consentWords}</p>
              <div className="form-check">
                <input
                  className={errors.whatsappAgreed ? 'form-check-input is-invalid' : 'form-check-input'}
                  type="checkbox"
                  id="alert-whatsapp-agree"
                  name="whatsappAgreed"
                  checked={values.whatsappAgreed}
                  onChange={(e) => set('whatsappAgreed', e.target.checked)}
                  aria-describedby={errors.whatsappAgreed ? 'whatsapp-consent-words alert-whatsapp-agree-error' : 'whatsapp-consent-words'}
                  aria-invalid={errors.whatsappAgreed ? true : undefined}
                />
                <label className="form-check-label" htmlFor="alert-whatsapp-agree">
                  {t('whatsapp.agree')}
                </label>
                {errors.whatsappAgreed ? (
                  <div id="alert-whatsapp-agree-error" className="invalid-feedback d-block">
                    {error('whatsappAgreed')}
                  </div>
                ) : null}
              </div>
            </div>
          ) : values.whatsappOn && saved.channels.whatsapp.opted_in_at ? (
            <p className="alert-channel-note">{t('whatsapp.optedIn', { when: indianDateTimeText(Date.parse(saved.channels.whatsapp.opted_in_at), locale === 'hi' ? 'hi-IN' : 'en-IN') })}</p>
          ) : null}
        </ChannelSwitch>

        <ChannelSwitch id="alert-email" label={t('channel.email')} on={values.emailOn} onChange={(on) => set('emailOn', on)}>
          <FormField
            label={t('form.emailAddress')}
            error={error('emailAddress')}
            hint={emailChanged ? t('email.changed') : saved.channels.email.email_verified ? t('email.verified') : t('email.unverified', { address: saved.channels.email.address })}
          >
            <input className="form-control" name="emailAddress" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={values.emailAddress} onChange={(e) => set('emailAddress', e.target.value)} />
          </FormField>
        </ChannelSwitch>

        <div className="alert-channel">
          <h3 className="alert-channel-name">{t('channel.push')}</h3>
          <DevicePushPart outlet={outlet} onChanged={devicePushChanged} />
        </div>
      </section>

      <section className="vendor-panel" aria-labelledby="alert-events-heading">
        <h2 id="alert-events-heading">{t('events.heading')}</h2>
        <table className="alert-events">
          <caption className="visually-hidden">{t('events.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('events.event')}</th>
              <th scope="col">{t('events.channels')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('events.change')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ALERT_EVENTS.map((event) => (
              <EventRow
                key={event}
                event={event}
                name={t(`event.${event}`)}
                chosen={chosenWords(event)}
                open={open === event}
                onToggle={() => setOpen(open === event ? null : event)}
                channels={FORM_CHANNELS.map((channel) => ({
                  channel,
                  name: channelName(channel),
                  on: channelOn[channel],
                  checked: values.events[event].includes(channel),
                }))}
                onChange={(channel, on) => toggleChannel(event, channel, on)}
              />
            ))}
          </tbody>
        </table>
      </section>

      <section className="vendor-panel" aria-labelledby="alert-quiet-heading">
        <h2 id="alert-quiet-heading">{t('quiet.heading')}</h2>
        <div className="form-check form-switch mb-2">
          <input className="form-check-input" type="checkbox" role="switch" id="alert-quiet" checked={values.quietOn} onChange={(e) => set('quietOn', e.target.checked)} />
          <label className="form-check-label" htmlFor="alert-quiet">
            {t('quiet.on')}
          </label>
        </div>
        {values.quietOn ? (
          <div className="alert-quiet-times">
            <FormField label={t('quiet.from')} error={error('quietFrom')}>
              <input className="form-control" name="quietFrom" type="time" required value={values.quietFrom} onChange={(e) => set('quietFrom', e.target.value)} />
            </FormField>
            <FormField label={t('quiet.to')} error={error('quietTo')} hint={acrossMidnight(values.quietFrom, values.quietTo) ? t('quiet.nextDay') : undefined}>
              <input className="form-control" name="quietTo" type="time" required value={values.quietTo} onChange={(e) => set('quietTo', e.target.value)} />
            </FormField>
          </div>
        ) : null}
        <fieldset className="mt-2">
          <legend className="form-label">{t('language.legend')}</legend>
          {(['en', 'hi'] as const).map((language) => (
            <div className="form-check form-check-inline" key={language}>
              <input className="form-check-input" type="radio" name="language" id={`alert-language-${language}`} checked={values.language === language} onChange={() => set('language', language)} />
              <label className="form-check-label" htmlFor={`alert-language-${language}`} lang={language === 'hi' ? 'hi' : 'en'}>
                {t(`language.${language}`)}
              </label>
            </div>
          ))}
        </fieldset>
      </section>

      {/* Each Notice announces itself (a status, or an alert for a failure): no live region around it. */}
      {outcome && 'saved' in outcome ? <Notice variant="success">{outcome.saved}</Notice> : null}
      {outcome && 'failed' in outcome ? <Notice variant="danger">{outcome.failed}</Notice> : null}
      <button type="submit" className="btn btn-brand" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> {t('form.saving')}
          </>
        ) : (
          t('form.save')
        )}
      </button>
    </form>
  );
}

/** A channel turned on or off by its switch, with what it needs under it (a number, an address, the consent words). */
function ChannelSwitch({ id, label, on, onChange, children }: { id: string; label: string; on: boolean; onChange: (on: boolean) => void; children: React.ReactNode }) {
  return (
    <div className="alert-channel">
      <div className="form-check form-switch">
        <input className="form-check-input" type="checkbox" role="switch" id={id} checked={on} onChange={(e) => onChange(e.target.checked)} />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {children}
    </div>
  );
}

/** A 10-digit Indian mobile number, digits only. */
function MobileField({ name, label, error, value, onChange }: { name: AlertFormField; label: string; error: string | undefined; value: string; onChange: (mobile: string) => void }) {
  return (
    <FormField label={label} error={error} prefix="+91">
      <input className="form-control" name={name} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={value} onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))} />
    </FormField>
  );
}

interface EventRowProps {
  event: AlertEvent;
  name: string;
  chosen: string;
  open: boolean;
  onToggle: () => void;
  channels: { channel: AlertChannel; name: string; on: boolean; checked: boolean }[];
  onChange: (channel: AlertChannel, on: boolean) => void;
}

/** One event: its channels in words, and Change, which opens its channels' boxes below it (a short table on a phone, not a grid). */
function EventRow({ event, name, chosen, open, onToggle, channels, onChange }: EventRowProps) {
  const t = useT('alerts');
  const panelId = `alert-event-${event}`;
  return (
    <>
      <tr>
        <th scope="row">{name}</th>
        <td>{chosen}</td>
        <td className="text-end">
          <button type="button" className="btn btn-link p-0" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
            {t('events.change')} <span className="visually-hidden">{name}</span>
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={panelId}>
          <td colSpan={3}>
            <fieldset>
              <legend className="visually-hidden">{t('events.legend', { event: name })}</legend>
              {channels.map(({ channel, name: channelName, on, checked }) => (
                <div className="form-check form-check-inline" key={channel}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${panelId}-${channel}`}
                    checked={checked && on}
                    disabled={!on}
                    onChange={(e) => onChange(channel, e.target.checked)}
                    aria-describedby={on ? undefined : `${panelId}-${channel}-off`}
                  />
                  <label className="form-check-label" htmlFor={`${panelId}-${channel}`}>
                    {channelName}
                  </label>
                  {on ? null : (
                    <span id={`${panelId}-${channel}-off`} className="alert-channel-off">
                      {t('events.channelOff')}
                    </span>
                  )}
                </div>
              ))}
            </fieldset>
          </td>
        </tr>
      ) : null}
    </>
  );
}
