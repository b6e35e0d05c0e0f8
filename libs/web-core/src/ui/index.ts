/** Shared screens (antd). A separate entry so pages that need none of them don't download them. */
export { LockedFeatureDialog, type LockedFeatureDialogProps } from './LockedFeatureDialog';
export { LockedModule, type LockedModuleProps } from './LockedModule';
export { PlanGate, featureUnlocked } from './PlanGate';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { useConfirmDelete } from './use-confirm-delete';
export { StatCard, type StatCardProps } from './StatCard';
export { CollectionSummary, type CollectionSummaryProps } from './CollectionSummary';
export { fieldStatus, formikText } from './formik-fields';
export { FeatureBlockedResult } from './FeatureBlockedResult';
export { dialogFooter } from './dialog-footer';
