/**
 * `@salao/web-core/host`: what only the shell uses to host the remotes (the QueryClient it provides, session
 * start-up, the toast renderer, the live connection, page loading and the error boundary). Remotes never import
 * it (.oxlintrc.json), so it can change without a version bump of the remote-facing API in './index'.
 */
export { createQueryClient, defaultQueryFn, queryClient } from './http/query-client';
export { getOr } from './http/http';
export { readStoredUser, writeStoredUser, userFromAnswer } from './session/stored-user';
export { ensureSessionLoaded } from './session/session-store';
export { setToastRenderer, type ToastRenderer } from './toast/toast';
export { setAntdProvider } from './light/WithAntd';
export { ToastDedupe, TOAST_LIMIT, TOAST_DURATION_MS, TOAST_DEDUPE_WINDOW_MS } from './toast/toast-policy';
export { applyLiveMessage, queriesFor, isLiveEventType, refreshForEvents } from './live/live-refresh';
export { TAB_ID } from './live/tab-id';
export { connectLive, liveUrl, reconnectDelay } from './live/live-connection';
export { useLiveConnection } from './live/use-live-connection';
export { THEME_STORAGE_KEY } from './theme/theme-store';
export { base64UrlToBytes } from './push/push';
export { lazyModule, PageFallbackContext, type LazyModule, type PreloadablePage } from './page/lazy-page';
export { ErrorBoundary } from './page/error-boundary';
