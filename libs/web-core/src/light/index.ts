/**
 * `@salao/web-core/light`: the screens drawn without antd (the area's frame and the dashboard), so a returning
 * owner's first visit downloads none of antd (docs/architecture.md, 'First visit'). antd's look from the theme's CSS
 * variables; `WithAntd` brings antd's context for the part that needs it (a dialog). Icons: `@salao/web-core/icon`
 * and `@salao/web-core/icon-paths`.
 */
export { LIGHT_CSS } from './light-css';
export { Alert, type AlertProps } from './Alert';
export { Button, type ButtonProps } from './Button';
export { Card, type CardProps } from './Card';
export { EmptyState, QueryError, QueryState, StaleWarning } from './QueryState';
export { Segmented, type SegmentedOption, type SegmentedProps } from './Segmented';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton } from './Skeleton';
export { StatCard, type StatCardProps } from './StatCard';
export { Tag } from './Tag';
export { Tooltip } from './Tooltip';
export { WithAntd, preloadAntd } from './WithAntd';
export { RETRY_LABEL, loadFailed, refreshFailed, type QueryLike } from './query-status';
export { featureUnlocked } from './feature-access';
