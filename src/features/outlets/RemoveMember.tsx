import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useT } from '../../i18n/useT';
import type { Outlet, OutletMember } from '../../types/api';
import { ApiStatusError, describeError } from '../dashboard';
import { removeOutletMember } from './api';

export interface RemoveMemberProps {
  outlet: Outlet;
  member: OutletMember;
  /** The person was removed: the server's message. */
  onRemoved: (message: string) => void;
  onClose: () => void;
}

/**
 * The question before a manager loses an outlet (as a request's cancellation asks): it names the
 * person and the outlet, the safe choice has focus, and a failure keeps it open with the reason.
 */
export function RemoveMember({ outlet, member, onRemoved, onClose }: RemoveMemberProps) {
  const t = useT('outlets');
  const vendorT = useT('vendor');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const questionId = `remove-${outlet.id}-${member.mobile}`;

  // Enter pressed by habit keeps the person.
  useEffect(() => keep.current?.focus(), []);

  async function remove() {
    setSending(true);
    setError(null);
    try {
      const answer = await removeOutletMember(outlet.id, member.mobile);
      if (answer.status !== 'Success') throw new ApiStatusError(answer.message);
      onRemoved(answer.message ?? '');
    } catch (failure) {
      console.error(failure);
      setError(t('remove.failed', { name: member.name, reason: describeError(failure, vendorT) }));
      setSending(false);
    }
  }

  return (
    <div className="outlet-remove" role="alertdialog" aria-labelledby={questionId} aria-describedby={`${questionId}-explain`} aria-modal="false">
      <p id={questionId} className="outlet-remove-question">
        {t('remove.confirm', { name: member.name, outlet: outlet.name })}
      </p>
      <p id={`${questionId}-explain`}>{t('remove.explain')}</p>
      {error ? <Notice variant="danger">{error}</Notice> : null}
      <div className="outlet-remove-actions">
        <button type="button" className="btn btn-danger btn-sm" onClick={remove} disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('remove.removing') : t('remove.yes')}
        </button>
        <button type="button" ref={keep} className="btn btn-outline-brand btn-sm" onClick={onClose} disabled={sending}>
          {t('remove.keep')}
        </button>
      </div>
    </div>
  );
}
