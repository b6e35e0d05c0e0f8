/** The browser runtime shared by the shell and every remote (a Module Federation singleton). */
export { ApiError, api, apiRequest, apiUpload, errorCode, failureReason, getOr, isStaleVersion, userHeaders, type HttpMethod } from './http/http';
export { createQueryClient, defaultQueryFn, queryClient } from './http/query-client';
export { readStoredUser, writeStoredUser, userFromAnswer } from './session/stored-user';
export { useSession, ensureSessionLoaded, type SessionStatus } from './session/session-store';
export { useServices } from './session/use-services';
export { useEstablishment, ESTABLISHMENT_KEY } from './session/use-establishment';
export { usePermissions, DEFAULT_PERMISSIONS, type EstablishmentPermissions } from './session/use-permissions';
export { isSetupChecklistDismissed, dismissSetupChecklist } from './session/setup-checklist';
export { useSubscription, openBillingPortal, canManageBilling, SUBSCRIPTION_KEY } from './session/use-subscription';
// The Plano card's id and address live in contracts (the API's portal returns to it); re-exported for the remotes.
export { PLAN_CARD_ID, PLAN_CARD_PATH } from '@salao/contracts';
export { toast, toastError, toastFailure, toastSuccess, setToastRenderer, type ToastOptions, type ToastVariant, type ToastRenderer } from './toast/toast';
export { ToastDedupe, TOAST_LIMIT, TOAST_DURATION_MS, TOAST_DEDUPE_WINDOW_MS } from './toast/toast-policy';
export { applyLiveMessage, queriesFor, isLiveEventType, refreshForEvents } from './live/live-refresh';
export { useLiveWrite, type LiveWriteOptions } from './live/use-live-write';
export { TAB_ID } from './live/tab-id';
export { connectLive, liveUrl, reconnectDelay } from './live/live-connection';
export { useLiveConnection } from './live/use-live-connection';
export { useTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme/theme-store';
export { pushSupported, pushRegistration, pushEnabled, subscribeToPush, unsubscribeFromPush, base64UrlToBytes } from './push/push';
export type { RemoteRoutes } from './remote/remote-contract';
export { lazyModule, lazyPage, PageFallbackContext, type LazyModule, type PreloadablePage } from './page/lazy-page';
export { ErrorBoundary } from './page/error-boundary';
export { useAfterFirstPaint } from './page/after-first-paint';
// pt-BR formatters and dayjs: import them from '@salao/contracts' (not re-exported here, so a page
// that formats nothing doesn't download dayjs).
export { Link, NavLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from './router';
