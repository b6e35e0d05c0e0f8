import { createRoot } from 'react-dom/client';
import { PublicBookingRoute } from './routes/PublicBookingRoute';

// The end client's booking pages start here instead of ./bootstrap: no session, theme, router or app layout,
// so a first visit on a phone downloads React, the federation runtime and the page, nothing of the app.
createRoot(document.getElementById('root')!).render(<PublicBookingRoute />);
