import { createRoot } from 'react-dom/client';
import { ensureSessionLoaded } from '@salao/web-core/host';
import { App } from './app/App';
import { watchForUpdates } from './pwa/updates';

// Refresh the stored user from the server while the first page renders.
void ensureSessionLoaded();
// Service worker (offline shell) and the new-version banner.
watchForUpdates();
createRoot(document.getElementById('root')!).render(<App />);
