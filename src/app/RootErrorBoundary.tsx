import { Component, type ErrorInfo, type ReactNode } from 'react';
import { site } from '../config/site';
import { useLocale } from '../i18n/LocaleProvider';
import { localizedPath } from '../i18n/locale';
import { useT } from '../i18n/useT';

interface State {
  error: Error | null;
}

/**
 * The last line of defence: an error outside a page's own boundary (the layout, the header, the
 * router) would otherwise blank the whole app. A short message and a real link home, which loads
 * the site afresh.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RootError /> : this.props.children;
  }
}

function RootError() {
  const t = useT('common');
  const locale = useLocale();
  return (
    <main className="container page-error" role="alert">
      <h1>{t('error.rootTitle')}</h1>
      <p>{t('error.rootText', { phone: site.tollFreeDisplay })}</p>
      <a className="btn btn-brand" href={localizedPath('/', locale)}>
        {t('error.home')}
      </a>
    </main>
  );
}
