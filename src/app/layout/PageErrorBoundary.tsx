import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
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
 * When a page's code cannot be loaded even after the one reload, show a short message with Retry
 * instead of a blank page (docs/decisions/0004-chunk-load-recovery.md).
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

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError chunk={error.name === 'ChunkLoadError'} />;
  }
}

function PageError({ chunk }: { chunk: boolean }) {
  const t = useT('common');
  return (
    <section className="container page-error" role="alert">
      <h1>{t(chunk ? 'error.chunkTitle' : 'error.title')}</h1>
      <p>{t(chunk ? 'error.chunkText' : 'error.text')}</p>
      <button type="button" className="btn btn-brand" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </button>
      <AppReady />
    </section>
  );
}
