import { createRoot } from 'react-dom/client';
import { ensureSessionLoaded } from '@salao/web-core';
import { App } from './app/App';

// Refresh the stored user from the server while the first page renders.
void ensureSessionLoaded();
createRoot(document.getElementById('root')!).render(<App />);
