import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { site } from '../../config/site';
import { isNetworkError } from '../../lib/http';
import { sendContactMessage, type ContactMessage } from './api';
import { MESSAGE_MAX_LENGTH, validateContact, type ContactErrors } from './validation';

const empty: ContactMessage = { name: '', email: '', phone: '', message: '' };
const fieldOrder: (keyof ContactMessage)[] = ['name', 'email', 'phone', 'message'];

type Result = { kind: 'success' | 'danger'; text: string } | null;

/** The contact form (issue 4): checked before sending, busy while sending, and nothing lost on failure. */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof ContactMessage) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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
      const response = await sendContactMessage({ ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
      if (response.status === 'Success') {
        setResult({ kind: 'success', text: response.message || 'Thank you. Our team will call you within one working day.' });
        setValues(empty);
      } else {
        setResult({ kind: 'danger', text: response.message || 'Your message could not be sent. Please try again.' });
      }
    } catch (error) {
      console.error(error);
      setResult({
        kind: 'danger',
        text: isNetworkError(error)
          ? `We could not reach our server. Check your connection and try again, or call us toll-free on ${site.tollFreeDisplay}.`
          : `Your message could not be sent. Please try again, or call us toll-free on ${site.tollFreeDisplay}.`,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <FormField label="Your name" error={errors.name}>
        <input name="name" className="form-control" autoComplete="name" value={values.name} onChange={update('name')} />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <input name="email" type="email" className="form-control" autoComplete="email" value={values.email} onChange={update('email')} />
      </FormField>
      <FormField label="Phone number" prefix="+91" error={errors.phone}>
        <input name="phone" type="tel" inputMode="numeric" maxLength={10} className="form-control" autoComplete="tel" value={values.phone} onChange={update('phone')} />
      </FormField>
      <FormField label="Message" error={errors.message} hint="For example: how much oil you have a month, or what you would like to know.">
        <textarea name="message" className="form-control" rows={5} maxLength={MESSAGE_MAX_LENGTH + 1} value={values.message} onChange={update('message')} />
      </FormField>
      <div aria-live="polite">{result ? <Notice variant={result.kind}>{result.text}</Notice> : null}</div>
      <button type="submit" className="btn btn-brand btn-lg" disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            Sending...
          </>
        ) : (
          'Send message'
        )}
      </button>
    </form>
  );
}
