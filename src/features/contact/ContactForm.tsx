import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { site } from '../../config/site';
import type { MessageId } from '../../i18n/catalogs';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { isNetworkError } from '../../lib/http';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { sendContactMessage, type ContactMessage } from './api';
import { CONTACT_MAX_LENGTH, validateContact, type ContactErrors } from './validation';

const empty: ContactMessage = { name: '', email: '', phone: '', message: '' };
const fieldOrder: (keyof ContactMessage)[] = ['name', 'email', 'phone', 'message'];

/** What the server said (its own words, when it gave any), or the key of our own message. */
type Result = { kind: 'success' | 'danger'; text: string } | { kind: 'success' | 'danger'; key: MessageId<'contact'>; values?: Record<string, string> } | null;

/** The contact form: checked before sending, busy while sending, and nothing lost on failure. */
export function ContactForm() {
  const t = useT('contact');
  const locale = useLocale();
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keys = useIdempotencyKeys();

  const update = (field: keyof ContactMessage) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: keyof ContactMessage) => {
    const key = errors[field];
    return key && t(key, { max: String(CONTACT_MAX_LENGTH[field]) });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setResult(null);
    const found = validateContact(values);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = { ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() };
      const response = await sendContactMessage(message, keys.keyFor(message));
      // Answered either way: sent, or refused with nothing stored; the next message is a new one.
      // With no answer the key stays, so sending again cannot deliver the message twice.
      keys.forget();
      // The server answers in English: its own words are shown on English pages, ours on the others.
      // Only text is shown: an answer of another shape (an object, a number) gets our own words.
      const serverText = locale === 'en' && typeof response.message === 'string' ? response.message.trim() : '';
      if (response.status === 'Success') {
        setResult(serverText ? { kind: 'success', text: serverText } : { kind: 'success', key: 'contactForm.sent' });
        setValues(empty);
      } else {
        setResult(serverText ? { kind: 'danger', text: serverText } : { kind: 'danger', key: 'contactForm.notSent' });
      }
    } catch (error) {
      console.error(error);
      setResult({
        kind: 'danger',
        key: isNetworkError(error) ? 'contactForm.networkError' : 'contactForm.sendError',
        values: { phone: site.tollFreeDisplay },
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <FormField label={t('contactForm.name')} error={errorText('name')} countCharacters>
        <input name="name" type="text" className="form-control" autoComplete="name" maxLength={CONTACT_MAX_LENGTH.name} value={values.name} onChange={update('name')} />
      </FormField>
      <FormField label={t('contactForm.email')} error={errorText('email')} countCharacters>
        <input name="email" type="email" className="form-control" autoComplete="email" maxLength={CONTACT_MAX_LENGTH.email} value={values.email} onChange={update('email')} />
      </FormField>
      <FormField label={t('contactForm.phone')} prefix="+91" error={errorText('phone')}>
        <input name="phone" type="tel" inputMode="numeric" maxLength={CONTACT_MAX_LENGTH.phone} className="form-control" autoComplete="tel" value={values.phone} onChange={update('phone')} />
      </FormField>
      <FormField label={t('contactForm.message')} error={errorText('message')} hint={t('contactForm.messageHint')} countCharacters>
        <textarea name="message" className="form-control" rows={5} maxLength={CONTACT_MAX_LENGTH.message} value={values.message} onChange={update('message')} />
      </FormField>
      <div aria-live="polite">{result ? <Notice variant={result.kind}>{'text' in result ? result.text : t(result.key, result.values)}</Notice> : null}</div>
      <button type="submit" className="btn btn-brand btn-lg" disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            {t('contactForm.sending')}
          </>
        ) : (
          t('contactForm.send')
        )}
      </button>
    </form>
  );
}
