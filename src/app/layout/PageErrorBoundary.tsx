import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { isChunkLoadError } from '../../lib/loadChunk';
import { retryFailedLoad } from '../../lib/lazyModule';
import { AppReady } from './AppReady';

interface Props {
  /** Changing this (the location) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * When a page's code cannot be loaded even after the episode's one reload, show a short message
 * with Retry instead of a blank page; Retry asks for the page's code again, without a reload
 * (docs/decisions/0009-one-loader-for-every-later-part.md). Any other error: Retry reloads.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  retry = () => {
    const { error } = this.state;
    if (!error || !isChunkLoadError(error)) return window.location.reload();
    retryFailedLoad(error);
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError chunk={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}

function PageError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = useT('common');
  return (
    <section className="container page-error" role="alert">
      <h1>{t(chunk ? 'error.chunkTitle' : 'error.title')}</h1>
      <p>{t(chunk ? 'error.chunkText' : 'error.text')}</p>
      <button type="button" className="btn btn-brand" onClick={onRetry}>
        {t('error.retry')}
      </button>
      <AppReady />
    </section>
  );
}
