import { Component, type ReactNode } from 'react';

import { useTranslation } from '@/lib/i18n';

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}

/** Catches a screen that failed to load or render, so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
