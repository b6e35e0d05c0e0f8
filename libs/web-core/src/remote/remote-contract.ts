import type { ComponentType } from 'react';

/** What every remote exposes as './routes': the page component for each path it owns. */
export type RemoteRoutes = Record<string, ComponentType>;
