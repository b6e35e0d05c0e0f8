import { Suspense, lazy, type ReactNode } from 'react';
import { ErrorBoundary } from '@salao/web-core/host';

const ErrorScreen = lazy(() => import('../pages/system/ErrorScreen'));

/** Last line of defence: 'Erro no Sistema' instead of a blank page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      label="Erro no Sistema"
      renderError={() => (
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
