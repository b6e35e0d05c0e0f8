/** The browser runtime shared by the shell and every remote (a Module Federation singleton). */
export { ApiError, api, apiRequest, getOr, userHeaders, type HttpMethod } from './http/http';
export { createQueryClient, defaultQueryFn, queryClient } from './http/query-client';
export { readStoredUser, writeStoredUser, userFromAnswer } from './session/stored-user';
export { useSession, ensureSessionLoaded, type SessionStatus } from './session/session-store';
export { usePermissions, DEFAULT_PERMISSIONS, type EstablishmentPermissions } from './session/use-permissions';
export { toast, toastError, toastSuccess, setToastRenderer, type ToastOptions, type ToastVariant, type ToastRenderer } from './toast/toast';
export { ToastDedupe, TOAST_LIMIT, TOAST_DURATION_MS, TOAST_DEDUPE_WINDOW_MS } from './toast/toast-policy';
export { applyLiveMessage, queriesFor, isLiveEventType } from './live/live-refresh';
export { connectLive, liveUrl, reconnectDelay } from './live/live-connection';
export { useLiveConnection } from './live/use-live-connection';
export { useTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme/theme-store';
export type { RemoteRoutes } from './remote/remote-contract';
// pt-BR formatters and dayjs: import them from '@salao/contracts' (not re-exported here, so a page
// that formats nothing doesn't download dayjs).
export { Link, NavLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from './router';
