import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to draw instead of the failed children; `reset` draws them again (e.g. behind a retry button). */
  renderError: (reset: () => void) => ReactNode;
  /** Logged with the error, so the console says which boundary caught it. */
  label: string;
}

/** Catches a render failure below it, so a broken page shows an error screen instead of a blank one. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.label, error);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.renderError(this.reset) : this.props.children;
  }
}
