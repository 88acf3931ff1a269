import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { Spinner } from '../../components/ui/Spinner';
import { useT } from '../../i18n/useT';
import { useFormDraft } from '../../lib/formDraft';
import { errorStatus } from '../../lib/http';
import { ApiStatusError, dataOf, describeError, useVendorText } from '../dashboard';
import { raiseDispute } from './api';
import { checkPhoto, shrinkPhoto, type PhotoProblem } from './photo';
import { DETAILS_MAX, DETAILS_MIN, DISPUTE_FIELDS, DISPUTE_REASONS, emptyDispute, validateDispute, type Dispute, type DisputeErrors, type DisputeField, type DisputeValues } from './rules';

/** Where a pickup's dispute is kept in this tab until it is sent (lib/formDraft). */
export const disputeDraftName = (receiptNo: string) => `dispute:${receiptNo}`;

/** The photo as it will be sent (already made smaller), with its preview. */
interface ChosenPhoto {
  file: File;
  preview: string;
}

type PhotoState = { stage: 'none' } | { stage: 'reading' } | { stage: 'chosen'; photo: ChosenPhoto } | { stage: 'problem'; problem: PhotoProblem | 'tooLarge' };

export interface DisputeFormProps {
  receiptNo: string;
  outletId: number | undefined;
  /** The dispute was opened: the server's words and the dispute. */
  onRaised: (message: string, dispute: Dispute) => void;
  onCancel: () => void;
}

/**
 * The dispute of one pickup (issue 35, item 2): why (weight, rate, payment, something else), the
 * vendor's own reading for a weight, what is wrong, and a photo if they have one. What was typed is
 * kept in this tab until the dispute is sent; the photo stays chosen through every failed call. The
 * call carries an idempotency key, so a retry after a lost answer opens one dispute, not two.
 */
export function DisputeForm({ receiptNo, outletId, onRaised, onCancel }: DisputeFormProps) {
  const t = useT('certificate');
  const { t: vendorT, fmt } = useVendorText();
  const draft = useFormDraft<DisputeValues>(disputeDraftName(receiptNo), emptyDispute);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<DisputeErrors>({});
  const [photo, setPhoto] = useState<PhotoState>({ stage: 'none' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const reasonErrorId = useId();
  const photoHintId = useId();
  const photoErrorId = useId();

  // The form takes the focus as it opens: a screen reader hears its heading, a keyboard goes on from there.
  useEffect(() => headingRef.current?.focus(), []);

  const preview = photo.stage === 'chosen' ? photo.photo.preview : null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const change = (field: DisputeField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function choosePhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setPhoto({ stage: 'reading' });
    const checked = await checkPhoto(file);
    if ('problem' in checked) {
      event.target.value = '';
      setPhoto({ stage: 'problem', problem: checked.problem });
      return;
    }
    const sent = await shrinkPhoto(file, checked.type);
    if (sent === 'unreadable') {
      event.target.value = '';
      setPhoto({ stage: 'problem', problem: 'unreadable' });
      return;
    }
    setPhoto({ stage: 'chosen', photo: { file: sent, preview: URL.createObjectURL(sent) } });
  }

  function removePhoto() {
    setPhoto({ stage: 'none' });
    if (photoInput.current) {
      photoInput.current.value = '';
      photoInput.current.focus();
    }
  }

  const focusField = (field: DisputeField) => {
    const control = formRef.current?.elements.namedItem(field === 'reason' ? 'reason' : field === 'vendorKg' ? 'vendor_kg' : 'details');
    // A radio group is a list of controls: the first takes the focus.
    (control instanceof RadioNodeList ? (control[0] as HTMLElement | undefined) : (control as HTMLElement | null))?.focus();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || photo.stage === 'reading') return;
    const { errors: found, input } = validateDispute(receiptNo, values);
    setErrors(found);
    if (!input) {
      const first = DISPUTE_FIELDS.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    const file = photo.stage === 'chosen' ? photo.photo.file : null;
    setFailure(null);
    setSending(true);
    try {
      // The photo is part of the action: the same text with another photo is a new dispute attempt.
      const answer = await raiseDispute(input, file, draft.keyFor({ ...input, photo: file ? [file.name, file.size] : null }), outletId);
      const dispute = dataOf(answer);
      draft.clear();
      setPhoto({ stage: 'none' });
      onRaised(answer.message ?? t('dispute.raised'), dispute);
    } catch (error) {
      console.error(error);
      // A refusal opened nothing: the next press is a new attempt. With no answer the dispute may
      // exist, so the key stays for the retry.
      if (error instanceof ApiStatusError) draft.forgetKey();
      if (errorStatus(error) === 413) {
        setPhoto((previous) => (previous.stage === 'chosen' ? previous : { stage: 'problem', problem: 'tooLarge' }));
        setFailure(t('dispute.photoTooLargeSent'));
      } else {
        setFailure(t('dispute.failed', { reason: describeError(error, vendorT) }));
      }
    } finally {
      setSending(false);
    }
  }

  const message = (field: DisputeField): string | undefined => {
    switch (errors[field]) {
      case 'reason':
        return t('dispute.errorReason');
      case 'vendorKg':
        return t('dispute.errorKg');
      case 'detailsShort':
        return t('dispute.errorDetailsShort', { min: fmt.whole(DETAILS_MIN) });
      case 'detailsLong':
        return t('dispute.errorDetailsLong', { max: fmt.whole(DETAILS_MAX) });
      default:
        return undefined;
    }
  };
  const photoProblem = photo.stage === 'problem' ? t(photo.problem === 'type' ? 'dispute.photoType' : photo.problem === 'size' || photo.problem === 'tooLarge' ? 'dispute.photoSize' : 'dispute.photoUnreadable') : null;
  const reasonError = message('reason');

  return (
    <section className="dispute-form vendor-panel" aria-labelledby="dispute-form-heading">
      <h2 id="dispute-form-heading" ref={headingRef} tabIndex={-1}>
        {t('dispute.formHeading', { receipt: receiptNo })}
      </h2>
      <p className="form-intro">{t('dispute.formIntro')}</p>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={sending} aria-label={t('dispute.formLabel')}>
        <fieldset className="mb-3" aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className="form-label">{t('dispute.reason')}</legend>
          {DISPUTE_REASONS.map((reason) => (
            <div className="form-check" key={reason}>
              <input
                className={`form-check-input${reasonError ? ' is-invalid' : ''}`}
                type="radio"
                name="reason"
                id={`dispute-reason-${reason}`}
                value={reason}
                checked={values.reason === reason}
                onChange={change('reason')}
                aria-invalid={reasonError ? true : undefined}
              />
              <label className="form-check-label" htmlFor={`dispute-reason-${reason}`}>
                {t(`dispute.reason.${reason}`)}
              </label>
            </div>
          ))}
          {reasonError ? (
            <div id={reasonErrorId} className="field-error">
              {reasonError}
            </div>
          ) : null}
        </fieldset>
        {values.reason === 'weight' ? (
          <FormField label={t('dispute.vendorKg')} hint={t('dispute.vendorKgHint')} suffix="kg" error={message('vendorKg')}>
            <input className="form-control" name="vendor_kg" inputMode="decimal" autoComplete="off" maxLength={9} value={values.vendorKg} onChange={change('vendorKg')} />
          </FormField>
        ) : null}
        <FormField label={t('dispute.details')} hint={t('dispute.detailsHint', { min: fmt.whole(DETAILS_MIN), max: fmt.whole(DETAILS_MAX) })} error={message('details')} countCharacters>
          <textarea className="form-control" name="details" rows={4} maxLength={DETAILS_MAX} value={values.details} onChange={change('details')} />
        </FormField>
        <div className="mb-3">
          <label htmlFor="dispute-photo" className="form-label">
            {t('dispute.photo')}
          </label>
          <input
            ref={photoInput}
            id="dispute-photo"
            className={`form-control${photoProblem ? ' is-invalid' : ''}`}
            type="file"
            name="photo"
            accept="image/jpeg,image/png"
            onChange={choosePhoto}
            aria-describedby={[photoHintId, photoProblem ? photoErrorId : ''].filter(Boolean).join(' ')}
            aria-invalid={photoProblem ? true : undefined}
          />
          <div id={photoHintId} className="form-text">
            {t('dispute.photoHint')}
          </div>
          {photoProblem ? (
            <div id={photoErrorId} className="field-error">
              {photoProblem}
            </div>
          ) : null}
          <div aria-live="polite">
            {photo.stage === 'reading' ? <p className="form-text">{t('dispute.photoReading')}</p> : null}
            {photo.stage === 'chosen' ? (
              <figure className="dispute-photo-preview">
                <img src={photo.photo.preview} alt={t('dispute.photoPreviewAlt')} />
                <figcaption>
                  {t('dispute.photoChosen', { name: photo.photo.file.name, size: fmt.number(Math.round((photo.photo.file.size / 1024) * 10) / 10) })}{' '}
                  <button type="button" className="btn btn-link p-0 align-baseline" onClick={removePhoto}>
                    {t('dispute.photoRemove')}
                  </button>
                </figcaption>
              </figure>
            ) : null}
          </div>
        </div>
        {failure ? (
          <Notice variant="danger" onClose={() => setFailure(null)}>
            {failure}
          </Notice>
        ) : null}
        <div className="dispute-form-actions">
          <button type="submit" className="btn btn-brand" disabled={sending || photo.stage === 'reading'}>
            {sending ? (
              <>
                <Spinner />
                {t('dispute.sending')}
              </>
            ) : (
              t('dispute.send')
            )}
          </button>
          <button type="button" className="btn btn-outline-brand" onClick={onCancel} disabled={sending}>
            {t('dispute.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
