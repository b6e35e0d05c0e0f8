import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@salao/web-core/host';
import { PwaGate } from '../pwa/PwaGate';
import { AppRoutes } from '../routes/AppRoutes';
import { AppErrorBoundary } from './AppErrorBoundary';
import { ThemeRoot } from './ThemeRoot';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <AppErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppErrorBoundary>
        <PwaGate />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
