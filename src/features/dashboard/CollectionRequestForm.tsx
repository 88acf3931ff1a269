import { useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import type { CollectionRequest } from '../../types/api';
import { dataOf, submitCollectionRequest } from './api';
import {
  emptyCollectionRequest,
  NOTES_MAX_LENGTH,
  validateCollectionRequest,
  type CollectionRequestErrors,
  type CollectionRequestValues,
} from './collectionRequestValidation';
import { describeError } from './errors';
import { useVendorText } from './i18n';

export interface CollectionRequestFormProps {
  onCreated: (request: CollectionRequest) => void;
}

type Outcome = { variant: 'success' | 'danger'; text: string } | null;

/** Each field's control name, in form order: the first one in error takes focus. */
const controlNames: [keyof CollectionRequestValues, string][] = [
  ['drums', 'entered_drums_qty'],
  ['volume', 'entered_volume'],
  ['emptyDrums', 'empty_drums_qty'],
  ['notes', 'notes_for_team'],
];

/** Contract section 3: "Request oil collection". A failure keeps everything typed. */
export function CollectionRequestForm({ onCreated }: CollectionRequestFormProps) {
  const { t } = useVendorText();
  const [values, setValues] = useState<CollectionRequestValues>(emptyCollectionRequest);
  const [errors, setErrors] = useState<CollectionRequestErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (name: keyof CollectionRequestValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { errors: found, input } = validateCollectionRequest(values);
    setErrors(found);
    if (!input) {
      const first = controlNames.find(([field]) => found[field]);
      if (first) (formRef.current?.elements.namedItem(first[1]) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const response = await submitCollectionRequest(input);
      const created = dataOf(response);
      onCreated(created);
      setValues(emptyCollectionRequest);
      setOutcome({ variant: 'success', text: t('collection.sent') });
    } catch (error) {
      console.error(error);
      setOutcome({ variant: 'danger', text: t('collection.failed', { reason: describeError(error, t) }) });
    } finally {
      setBusy(false);
    }
  }

  const message = (field: keyof CollectionRequestValues) => {
    const id = errors[field];
    return id && t(id, { max: NOTES_MAX_LENGTH });
  };

  return (
    <form ref={formRef} className="collection-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="collection-form-heading">
      <h2 id="collection-form-heading">{t('collection.heading')}</h2>
      <p className="form-intro">{t('collection.intro')}</p>
      <div className="collection-form-grid">
        <FormField label={t('collection.drums')} error={message('drums')}>
          <input className="form-control" name="entered_drums_qty" type="number" inputMode="numeric" min={0} step={1} value={values.drums} onChange={change('drums')} />
        </FormField>
        <FormField label={t('collection.volume')} suffix={t('collection.volumeUnit')} error={message('volume')}>
          <input className="form-control" name="entered_volume" type="number" inputMode="decimal" min={0} step="any" value={values.volume} onChange={change('volume')} />
        </FormField>
        <FormField label={t('collection.emptyDrums')} error={message('emptyDrums')}>
          <input className="form-control" name="empty_drums_qty" type="number" inputMode="numeric" min={0} step={1} value={values.emptyDrums} onChange={change('emptyDrums')} />
        </FormField>
      </div>
      <FormField label={t('collection.notes')} hint={t('collection.notesHint')} error={message('notes')}>
        <textarea className="form-control" name="notes_for_team" rows={3} maxLength={NOTES_MAX_LENGTH} value={values.notes} onChange={change('notes')} />
      </FormField>
      {outcome ? (
        <Notice variant={outcome.variant} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      ) : null}
      <button type="submit" className="btn btn-brand" disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            {t('collection.submitting')}
          </>
        ) : (
          t('collection.submit')
        )}
      </button>
    </form>
  );
}
