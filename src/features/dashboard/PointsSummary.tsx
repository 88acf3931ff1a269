import { Notice } from '../../components/ui/Notice';
import type { AsyncState } from '../../lib/useAsync';
import type { CarbonCreditStats } from '../../types/api';
import { describeError } from './errors';
import { formatPoints } from './format';

export interface PointsSummaryProps {
  state: AsyncState<CarbonCreditStats>;
  onRetry: () => void;
  /** `full` shows earned, used and balance (dashboard); `balance` only the balance (cart). */
  show?: 'full' | 'balance';
}

/** Contract section 3: the green points balance (earned, used, balance). */
export function PointsSummary({ state, onRetry, show = 'full' }: PointsSummaryProps) {
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading" role="status">
        Loading your green points...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        Your green points could not be loaded. {describeError(state.error)}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          Try again
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
            <dt>Points earned</dt>
            <dd>{formatPoints(earned)}</dd>
          </div>
          <div>
            <dt>Points used</dt>
            <dd>{formatPoints(used)}</dd>
          </div>
        </>
      ) : null}
      <div className="points-balance">
        <dt>Points balance</dt>
        <dd>{formatPoints(balance)}</dd>
      </div>
    </dl>
  );
}
