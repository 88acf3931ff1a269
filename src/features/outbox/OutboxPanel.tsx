import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dateInWords } from '../../config/dateInWords';
import { useLocale } from '../../i18n/LocaleProvider';
import { indianDateTimeText } from '../../lib/indiaTime';
import { useVendorText } from '../dashboard';
import {
  listenForNetwork,
  onOutboxSent,
  outboxItems,
  refreshOutbox,
  sendWaitingActions,
  subscribeOutbox,
  withdrawAction,
  type OutboxItem,
  type OutboxKind,
  type SentAnswer,
} from './outbox';

export interface OutboxPanelProps {
  kind: OutboxKind;
  /** An action of this kind the server has now taken, with its answer (the page adds what it created). */
  onSent?: (item: OutboxItem, answer: SentAnswer) => void;
}

/**
 * "Waiting to send": the actions of one kind made with no network, each with Withdraw. Opening it
 * sends what waits (the network may be back since); what happens is announced politely.
 */
export function OutboxPanel({ kind, onSent }: OutboxPanelProps) {
  const { t, fmt } = useVendorText();
  const locale = useLocale();
  const all = useSyncExternalStore(subscribeOutbox, outboxItems, noItems);
  const waiting = all.filter((item) => item.action.kind === kind);
  const [said, setSaid] = useState('');
  const sentHere = useRef(onSent);
  sentHere.current = onSent;

  const describe = (item: OutboxItem): string => {
    const { action } = item;
    if (action.kind === 'schedule-skip') return t('outbox.scheduleSkip', { date: dateInWords(action.date, locale === 'hi' ? 'hi-IN' : 'en-IN') });
    return t('outbox.collectionRequest', { drums: Number(action.call.fields.entered_drums_qty ?? 0), volume: fmt.kg(Number(action.call.fields.entered_volume ?? 0)) });
  };
  const describeRef = useRef(describe);
  describeRef.current = describe;

  useEffect(() => {
    listenForNetwork();
    const stop = onOutboxSent((item, answer) => {
      if (item.action.kind !== kind) return;
      setSaid(t('outbox.sent', { what: describeRef.current(item) }));
      sentHere.current?.(item, answer);
    });
    void refreshOutbox().then(() => sendWaitingActions());
    return stop;
    // `t` changes with the language only; the listener reads the latest words through describeRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const savedAt = (instant: number) => indianDateTimeText(instant, locale === 'hi' ? 'hi-IN' : 'en-IN');

  async function withdraw(item: OutboxItem) {
    await withdrawAction(item.key);
    setSaid(t('outbox.withdrawn', { what: describe(item) }));
  }

  return (
    <div className="outbox">
      <p role="status" className="outbox-said">
        {said}
      </p>
      {waiting.length > 0 ? (
        <section className="outbox-list" aria-labelledby={`outbox-${kind}-heading`}>
          <h3 id={`outbox-${kind}-heading`}>{t('outbox.heading')}</h3>
          <p className="vendor-note">{t('outbox.intro')}</p>
          <ul>
            {waiting.map((item) => (
              <li key={item.key}>
                <span>
                  <strong>{describe(item)}</strong> <span className="outbox-saved">{t('outbox.savedAt', { when: savedAt(item.savedAt) })}</span>
                </span>
                {item.refused !== undefined ? <span className="outbox-refused">{t('outbox.refused', { reason: item.refused })}</span> : null}
                <button type="button" className="btn btn-outline-brand btn-sm" aria-label={t('outbox.withdrawLabel', { what: describe(item) })} onClick={() => void withdraw(item)}>
                  {item.refused !== undefined ? t('outbox.remove') : t('outbox.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const SERVER: OutboxItem[] = [];
const noItems = () => SERVER;
