import { useMemo } from 'react';
import { useT, type Translate } from '../../i18n/useT';
import type { Payment } from '../../types/api';
import type { DateRange } from '../dashboard';
import type { LocaleFormats } from '../dashboard';
import type { PaymentsCsvWords } from './paymentsCsv';

/**
 * The payments page's words (src/locales/<language>/payments.json) with the few that are worked
 * out: a period, a method's name, the Due line and the CSV's header.
 */
export function makePaymentsWords(t: Translate<'payments'>) {
  return {
    t,
    period: (range: DateRange, fmt: LocaleFormats) => {
      const from = fmt.longDate(range.dateFrom);
      const upto = fmt.longDate(range.dateUpto);
      return from === upto ? from : t('period', { from, upto });
    },
    // UPI and NEFT are the payment systems' own names, the same in every language.
    method: (method: Payment['method']) => (method === 'Cheque' ? t('method.cheque') : method),
    dueLine: (amount: string, count: number, adjustments = 0) => {
      const line = count === 1 ? t('due.lineOne', { amount }) : t('due.line', { amount, count: String(count) });
      return adjustments === 0 ? line : `${line}${t('due.lineAdjustments', { count: adjustments })}`;
    },
    paidLater: (amount: string, count: number) => (count === 1 ? t('paidLater.one', { amount }) : t('paidLater.many', { amount, count: String(count) })),
    csv: {
      headers: [t('csv.entry'), t('csv.date'), t('csv.amount'), t('csv.method'), t('csv.reference'), t('csv.receipts')],
      payment: t('csv.payment'),
      due: t('csv.due'),
      adjustment: t('csv.adjustment'),
      method: (method: Payment['method']) => (method === 'Cheque' ? t('method.cheque') : method),
    } satisfies PaymentsCsvWords,
  };
}

export type PaymentsWords = ReturnType<typeof makePaymentsWords>;

/** The words in the page's language; suspends until the payments catalogue has arrived. */
export function usePaymentsWords(): PaymentsWords {
  const t = useT('payments');
  return useMemo(() => makePaymentsWords(t), [t]);
}
