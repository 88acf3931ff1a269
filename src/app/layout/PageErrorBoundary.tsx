import { Component, type ErrorInfo, type ReactNode } from 'react';
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
 * Contract section 4: when a page's code cannot be loaded even after the one reload, show a short
 * message with Retry instead of a blank page.
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
    const chunk = error.name === 'ChunkLoadError';
    return (
      <section className="container page-error" role="alert">
        <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}</h1>
        <p>
          {chunk
            ? 'Your connection may have dropped, or we have just released a new version of the site.'
            : 'Please try again. If it keeps happening, call us on the toll-free number below.'}
        </p>
        <button type="button" className="btn btn-brand" onClick={() => window.location.reload()}>
          Retry
        </button>
        <AppReady />
      </section>
    );
  }
}
