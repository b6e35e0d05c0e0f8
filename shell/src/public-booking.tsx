import { createRoot } from 'react-dom/client';
import { PublicBookingRoute } from './routes/PublicBookingRoute';

// The end client's booking pages start here instead of ./bootstrap: no session, theme, router or app layout,
// so a first visit on a phone downloads React, the federation runtime and the page, nothing of the app.
// Nor the salon's app to install: the manifest (start_url /dashboard) is the owner's, not the end client's.
document.querySelector('link[rel="manifest"]')?.remove();
createRoot(document.getElementById('root')!).render(<PublicBookingRoute />);
