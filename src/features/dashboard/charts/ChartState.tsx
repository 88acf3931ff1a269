import { Notice } from '../../../components/ui/Notice';
import type { AsyncState } from '../../../lib/useAsync';
import { describeError } from '../errors';
import { useVendorText } from '../i18n';
import type { VendorMessageId } from '../messages';

interface ChartStateProps<T> {
  state: AsyncState<T>;
  /** "Loading oil sold figures..." */
  loading: VendorMessageId;
  /** "The oil sold figures could not be loaded. {reason}" */
  failed: VendorMessageId;
  onRetry: () => void;
  children: (data: T) => React.ReactNode;
}

/** A chart's figures once loaded; until then a loading line, or the failure with Retry. */
export function ChartState<T>({ state, loading, failed, onRetry, children }: ChartStateProps<T>) {
  const { t } = useVendorText();
  if (state.status === 'loading') {
    return (
      <p className="vendor-loading chart-placeholder" role="status">
        {t(loading)}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Notice variant="danger">
        {t(failed, { reason: describeError(state.error, t) })}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onRetry}>
          {t('action.retry')}
        </button>
      </Notice>
    );
  }
  return <>{children(state.data)}</>;
}
