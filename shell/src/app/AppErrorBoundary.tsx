import { Component, Suspense, lazy, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('../pages/system/ErrorScreen'));

/** Last line of defence: 'Erro no Sistema' instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Erro no Sistema', error);
  }

  override render() {
    if (this.state.failed)
      return (
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      );
    return this.props.children;
  }
}
