/** Shared screens (antd). A separate entry so pages that need none of them don't download them. */
export { LockedFeatureDialog, type LockedFeatureDialogProps } from './LockedFeatureDialog';
export { LockedModule, type LockedModuleProps } from './LockedModule';
export { PlanGate, featureUnlocked } from './PlanGate';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { QueryError, QueryState, RETRY_LABEL, StaleWarning, loadFailed, type QueryLike, type QueryStateProps } from './QueryState';
export { useConfirmDelete } from './use-confirm-delete';
export { StatCard, type StatCardProps } from './StatCard';
export { CollectionSummary, type CollectionSummaryProps } from './CollectionSummary';
export { FeatureBlockedResult } from './FeatureBlockedResult';
export { PageSpinner } from './PageSpinner';
export { ReadableContrast, ToneTag, type Tone } from './ReadableContrast';
export { useConfirmAction, type ConfirmActionOptions } from './use-confirm-action';
export { useAppointmentConfirmations, completionEffects, type ConfirmableAppointment } from './appointment-confirmations';
export { AuditHistoryLink, type AuditHistoryLinkProps } from './AuditHistoryLink';
