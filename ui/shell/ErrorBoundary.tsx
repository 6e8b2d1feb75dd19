import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '../app/retryingLazy';

interface Props {
  children: ReactNode;
  /** A new route resets the boundary. */
  resetKey: string;
}

/** Never a blank page: a screen that throws shows a way home instead. */
export class ErrorBoundary extends Component<Props, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  /** A screen whose code did not arrive is fetched again (ui/app/retryingLazy.ts). */
  private readonly tryAgain = () => {
    retryFailedLoads();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="screen" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          <Trans>Request failed, try again.</Trans>
        </p>
        <button type="button" onClick={this.tryAgain}>
          <Trans>Try again</Trans>
        </button>
        <a href="#/">
          <Trans>Go to home</Trans>
        </a>
      </section>
    );
  }
}
