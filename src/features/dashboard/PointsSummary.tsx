import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { CarbonCreditStats } from '../../types/api';
import { describeError } from './errors';
import { useVendorText } from './i18n';

export interface PointsSummaryProps {
  state: AsyncState<CarbonCreditStats>;
  onRetry: () => void;
  /** `full` shows earned, used and balance (dashboard); `balance` only the balance (cart). */
  show?: 'full' | 'balance';
}

/** The green points balance (earned, used, balance). */
export function PointsSummary({ state, onRetry, show = 'full' }: PointsSummaryProps) {
  const { t, fmt } = useVendorText();
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        {t('points.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t('points.loadFailed', { reason: describeError(state.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          {t('action.retry')}
        </button>
      </Notice>
    );
  }
  const { earned, used, balance } = state.data;
  return (
    <dl className={`points-figures${show === 'balance' ? ' points-figures-single' : ''}`}>
      {show === 'full' ? (
        <>
          <div>
            <dt>{t('points.earned')}</dt>
            <dd>{fmt.whole(earned)}</dd>
          </div>
          <div>
            <dt>{t('points.used')}</dt>
            <dd>{fmt.whole(used)}</dd>
          </div>
        </>
      ) : null}
      <div className="points-balance">
        <dt>{t('points.balance')}</dt>
        {/* Element Timing names it: scripts/dashboard-time.mjs measures when it is painted. */}
        <dd elementtiming="points-balance">{fmt.whole(balance)}</dd>
      </div>
    </dl>
  );
}
