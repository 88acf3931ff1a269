import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useFormDraft } from '../../lib/formDraft';
import type { CollectionRequest } from '../../types/api';
import { collectionRequestCall, dataOf, submitCollectionRequest, useSingleOutlet } from '../dashboard';
import { queueAction } from '../outbox';
import { isNetworkError } from '../../lib/http';
import {
  COLLECTION_LIMITS,
  emptyCollectionRequest,
  NOTES_MAX_LENGTH,
  validateCollectionRequest,
  type CollectionRequestErrors,
  type CollectionRequestValues,
} from './collectionRequestValidation';
import { ApiStatusError, describeError } from '../dashboard';
import { useVendorText } from '../dashboard';

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

/**
 * "Request oil collection". A failure keeps everything typed, and so does a
 * session that ends: the values are kept in this tab until the request is sent (lib/formDraft).
 *
 * The numbers are text inputs with a numeric keyboard, not type="number": a number input hands the
 * page '' for anything the browser cannot read (a 400-digit count, "1e999"), which would count as
 * 0 and be sent as if nothing had been typed. As text, the rules see exactly what was typed.
 */
export function CollectionRequestForm({ onCreated }: CollectionRequestFormProps) {
  const outlet = useSingleOutlet();
  const { t, fmt } = useVendorText();
  const draft = useFormDraft<CollectionRequestValues>('collection-request', emptyCollectionRequest);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<CollectionRequestErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Book Now leads a signed-in vendor here: the form takes focus, ready for the first figure.
  const location = useLocation();
  useEffect(() => {
    if (location.hash === `#${paths.requestCollectionHash}`) (formRef.current?.elements.namedItem('entered_drums_qty') as HTMLElement | null)?.focus();
  }, [location.hash, location.key]);

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
    const key = draft.keyFor(input);
    try {
      const response = await submitCollectionRequest(input, key, outlet);
      const created = dataOf(response);
      onCreated(created);
      draft.clear();
      setOutcome({ variant: 'success', text: t('collection.sent') });
    } catch (error) {
      console.error(error);
      // No network (or no answer): the request waits on the phone with its key and goes by itself
      // when the network is back; if this try reached the server, the same key gets its answer, not a second request.
      if (isNetworkError(error) && (await queued(key))) return;
      // A refusal created nothing: the next press is a new request. With no answer the request may
      // exist, so the key stays for the retry.
      if (error instanceof ApiStatusError) draft.forgetKey();
      setOutcome({ variant: 'danger', text: t('collection.failed', { reason: describeError(error, t) }) });
    } finally {
      setBusy(false);
    }
  }

  /** Into the outbox, as typed; false when the device could not keep it (the form then keeps it, with the failure). */
  async function queued(key: string): Promise<boolean> {
    const { input } = validateCollectionRequest(values);
    if (!input) return false;
    try {
      await queueAction({ kind: 'collection-request', call: collectionRequestCall(input, key, outlet) }, key);
    } catch (error) {
      console.error(error);
      return false;
    }
    draft.clear();
    setOutcome({ variant: 'success', text: t('collection.queued') });
    return true;
  }

  const message = (field: keyof CollectionRequestValues) => {
    const id = errors[field];
    return id && t(id, { max: fmt.whole(COLLECTION_LIMITS[field]) });
  };

  return (
    <form ref={formRef} id={paths.requestCollectionHash} className="collection-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="collection-form-heading">
      <h2 id="collection-form-heading">{t('collection.heading')}</h2>
      <p className="form-intro">{t('collection.intro')}</p>
      <div className="collection-form-grid">
        <FormField label={t('collection.drums')} error={message('drums')}>
          <input className="form-control" name="entered_drums_qty" type="text" inputMode="numeric" autoComplete="off" value={values.drums} onChange={change('drums')} />
        </FormField>
        <FormField label={t('collection.volume')} suffix={t('collection.volumeUnit')} error={message('volume')}>
          <input className="form-control" name="entered_volume" type="text" inputMode="decimal" autoComplete="off" value={values.volume} onChange={change('volume')} />
        </FormField>
        <FormField label={t('collection.emptyDrums')} error={message('emptyDrums')}>
          <input className="form-control" name="empty_drums_qty" type="text" inputMode="numeric" autoComplete="off" value={values.emptyDrums} onChange={change('emptyDrums')} />
        </FormField>
      </div>
      <FormField label={t('collection.notes')} hint={t('collection.notesHint')} error={message('notes')} countCharacters>
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
