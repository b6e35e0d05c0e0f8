/**
 * The browser runtime shared by the shell and every remote (a Module Federation singleton): the remote-facing
 * API. Its surface is recorded in libs/web-core/etc/web-core.api.md and versioned (docs/architecture.md, 'Shared
 * code and versions'); what only the shell uses to host the remotes is in './host' (`@salao/web-core/host`).
 */
export { ApiError, api, apiRequest, apiUpload, errorCode, failureReason, isStaleVersion, userHeaders, type HttpMethod } from './http/http';
export { useSession, type SessionStatus } from './session/session-store';
export { useUnitScope } from './session/unit-scope';
export { useServices } from './session/use-services';
export { useEstablishment, ESTABLISHMENT_KEY } from './session/use-establishment';
export { usePermissions, DEFAULT_PERMISSIONS, type EstablishmentPermissions } from './session/use-permissions';
export { isSetupChecklistDismissed, dismissSetupChecklist } from './session/setup-checklist';
export { useSubscription, openBillingPortal, canManageBilling, SUBSCRIPTION_KEY } from './session/use-subscription';
// The Plano card's id and address live in contracts (the API's portal returns to it); re-exported for the remotes.
export { PLAN_CARD_ID, PLAN_CARD_PATH } from '@salao/contracts';
export { toast, toastError, toastFailure, toastSuccess, type ToastOptions, type ToastVariant } from './toast/toast';
export { useLiveWrite, type LiveWriteOptions } from './live/use-live-write';
export { useTheme, type ThemeMode } from './theme/theme-store';
export { pushSupported, pushRegistration, pushEnabled, subscribeToPush, unsubscribeFromPush } from './push/push';
export type { RemoteRoutes } from './remote/remote-contract';
export { lazyModule, lazyPage, type LazyModule } from './page/lazy-page';
export { useAfterFirstPaint } from './page/after-first-paint';
// pt-BR formatters and dayjs: import them from '@salao/contracts' (not re-exported here, so a page
// that formats nothing doesn't download dayjs).
export { Link, NavLink, Navigate, useLocation, useNavigate, useParams, useSearchParams } from './router';
