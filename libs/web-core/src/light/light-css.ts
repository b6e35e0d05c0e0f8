/**
 * The styles of the screens drawn without antd (the area's frame and the dashboard): antd's look (sizes, radii,
 * colours) from the theme's CSS variables the shell sets on <html> (`--salao-*`, shell/src/app/shell-tokens.ts), so
 * they sit beside antd's screens unchanged. The focus ring is index.html's. docs/architecture.md, 'First visit'.
 */
const v = (name: string) => `var(--salao-${name})`;

export const LIGHT_CSS = `
.salao-light { color: ${v('color-text')}; font-size: 14px; line-height: 1.5715; }
.salao-card { box-sizing: border-box; background: ${v('color-bg-container')}; border: 1px solid ${v('color-border-secondary')};
  border-radius: 8px; color: ${v('color-text')}; }
.salao-card-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 56px;
  padding: 0 24px; border-bottom: 1px solid ${v('color-border-secondary')}; }
.salao-card-title { margin: 0; font-size: 16px; font-weight: 600; color: ${v('color-text-heading')}; }
.salao-card-body { padding: 24px; }
.salao-secondary { color: ${v('color-text-secondary')}; }
.salao-strong { font-weight: 600; }
.salao-ellipsis { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.salao-stat-title { margin-bottom: 4px; color: ${v('color-text-secondary')}; }
.salao-stat-value { display: flex; align-items: center; gap: 4px; font-size: 24px; line-height: 1.3; color: ${v('color-text-heading')}; }
.salao-stat-value > svg { margin-inline-end: 4px; }
.salao-stats { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 576px) { .salao-stats-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .salao-stats-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 1200px) { .salao-stats-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.salao-skeleton { display: grid; gap: 12px; }
.salao-skeleton > span { display: block; height: 16px; border-radius: 4px;
  background: linear-gradient(90deg, ${v('color-fill-secondary')} 25%, ${v('color-fill-tertiary')} 37%, ${v('color-fill-secondary')} 63%);
  background-size: 400% 100%; animation: salao-shimmer 1.4s ease infinite; }
.salao-skeleton > span:first-child { width: 38%; }
.salao-skeleton > span:last-child:not(:first-child) { width: 61%; }
@keyframes salao-shimmer { 0% { background-position: 100% 50% } 100% { background-position: 0 50% } }
@keyframes salao-spin { to { transform: rotate(360deg) } }
.salao-spin { animation: salao-spin 1s linear infinite; }
@media (prefers-reduced-motion: reduce) { .salao-skeleton > span, .salao-spin { animation: none; } }
.salao-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  height: 32px; padding: 0 15px; border: 1px solid ${v('color-border')}; border-radius: 8px; background: ${v('color-bg-container')};
  color: ${v('color-text')}; font: inherit; font-size: 14px; line-height: 1; white-space: nowrap; cursor: pointer;
  transition: color .2s, background .2s, border-color .2s; }
.salao-btn:hover:not(:disabled) { color: ${v('color-primary-hover')}; border-color: ${v('color-primary-hover')}; }
.salao-btn:active:not(:disabled) { color: ${v('color-primary-active')}; border-color: ${v('color-primary-active')}; }
.salao-btn-primary { border-color: transparent; background: ${v('color-primary')}; color: #fff; }
.salao-btn-primary:hover:not(:disabled) { color: #fff; background: ${v('color-primary-hover')}; border-color: transparent; }
.salao-btn-primary:active:not(:disabled) { color: #fff; background: ${v('color-primary-active')}; }
.salao-btn-text { border-color: transparent; background: transparent; }
.salao-btn-text:hover:not(:disabled) { color: ${v('color-text')}; border-color: transparent; background: ${v('color-bg-text-hover')}; }
.salao-btn-danger { color: ${v('color-error-text')}; border-color: ${v('color-error-text')}; }
.salao-btn-danger:hover:not(:disabled) { color: ${v('color-error-text')}; border-color: ${v('color-error-text')}; background: ${v('color-error-bg')}; }
.salao-btn-primary.salao-btn-danger { color: #fff; border-color: transparent; background: ${v('danger-solid')}; }
.salao-btn-primary.salao-btn-danger:hover:not(:disabled) { color: #fff; background: ${v('danger-solid-hover')}; }
.salao-btn-small { height: 24px; padding: 0 7px; border-radius: 6px; }
.salao-btn-icon { width: 32px; padding: 0; }
.salao-btn-small.salao-btn-icon { width: 24px; }
.salao-btn-circle { border-radius: 50%; }
.salao-btn:disabled { cursor: not-allowed; color: ${v('color-text-disabled')}; border-color: ${v('color-border')};
  background: ${v('color-bg-container-disabled')}; }
.salao-btn-text:disabled { border-color: transparent; background: transparent; }
.salao-tag { display: inline-flex; align-items: center; height: 22px; padding: 0 7px; box-sizing: border-box; border: 1px solid;
  border-radius: 6px; font-size: 12px; line-height: 20px; white-space: nowrap; }
.salao-tag-green { color: ${v('tag-green-text')}; background: ${v('tag-green-bg')}; border-color: ${v('tag-green-border')}; }
.salao-tag-blue { color: ${v('tag-blue-text')}; background: ${v('tag-blue-bg')}; border-color: ${v('tag-blue-border')}; }
.salao-alert { display: flex; align-items: flex-start; gap: 8px; padding: 9px 12px; border: 1px solid; border-radius: 8px;
  color: ${v('color-text')}; }
.salao-alert > svg { margin-top: 4px; }
.salao-alert-info { background: ${v('color-info-bg')}; border-color: ${v('color-info-border')}; }
.salao-alert-info > svg { color: ${v('color-info')}; }
.salao-alert-warning { background: ${v('color-warning-bg')}; border-color: ${v('color-warning-border')}; }
.salao-alert-warning > svg { color: ${v('color-warning')}; }
.salao-alert-error { background: ${v('color-error-bg')}; border-color: ${v('color-error-border')}; }
.salao-alert-error > svg { color: ${v('color-error-text')}; }
.salao-alert-title { font-weight: 400; }
.salao-alert-with-description .salao-alert-title { font-weight: 600; }
.salao-tip-anchor { position: relative; display: inline-flex; }
.salao-tip { position: absolute; z-index: 1070; box-sizing: border-box; width: max-content; border-radius: 8px;
  background: ${v('color-bg-spotlight')}; color: #fff; font-size: 14px; line-height: 1.5715; font-weight: 400; text-align: start;
  white-space: normal; pointer-events: none; box-shadow: ${v('box-shadow-secondary')};
  visibility: hidden; opacity: 0; max-width: 0; max-height: 0; padding: 0; overflow: hidden;
  transition: opacity .1s, visibility 0s .3s, max-width 0s .3s, max-height 0s .3s, padding 0s .3s; }
.salao-tip-top { bottom: calc(100% + 8px); left: 50%; transform: translateX(-50%); }
.salao-tip-bottom { top: calc(100% + 8px); left: 50%; transform: translateX(-50%); }
.salao-tip-right { left: calc(100% + 8px); top: 50%; transform: translateY(-50%); }
.salao-tip-left { right: calc(100% + 8px); top: 50%; transform: translateY(-50%); }
/* A hidden tip takes no room: a tip over the last button of a row widened the page. */
.salao-tip-anchor:hover > .salao-tip { visibility: visible; opacity: 1; max-width: 250px; max-height: none; padding: 6px 8px; overflow: visible;
  transition: opacity .1s .7s, visibility 0s .7s; }
.salao-tip-anchor:has(:focus-visible) > .salao-tip { visibility: visible; opacity: 1; max-width: 250px; max-height: none; padding: 6px 8px; overflow: visible; transition: none; }
.salao-avatar { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 32px; height: 32px;
  border-radius: 50%; background: ${v('color-primary')}; color: #fff; font-size: 14px; white-space: nowrap; }
.salao-badge { position: relative; display: inline-flex; }
.salao-badge-count { position: absolute; top: 0; inset-inline-end: 0; transform: translate(50%, -50%); z-index: 1;
  min-width: 20px; height: 20px; padding: 0 6px; box-sizing: border-box; border-radius: 10px; background: ${v('danger-solid')};
  color: #fff; font-size: 12px; line-height: 20px; text-align: center; white-space: nowrap; box-shadow: 0 0 0 1px ${v('color-bg-container')}; }
.salao-empty { padding: 32px 0; text-align: center; }
.salao-empty > svg { display: block; margin: 0 auto 8px; font-size: 40px; color: ${v('color-text-disabled')}; }
.salao-combo { position: relative; display: inline-block; }
.salao-combo-box { display: flex; align-items: center; justify-content: space-between; gap: 8px; box-sizing: border-box;
  height: 32px; padding: 0 11px; border: 1px solid ${v('color-border')}; border-radius: 8px; background: ${v('color-bg-container')};
  color: ${v('color-text')}; cursor: pointer; transition: border-color .2s; }
.salao-combo-box:hover, .salao-combo-box[aria-expanded=true] { border-color: ${v('color-primary')}; }
.salao-combo-list { position: absolute; z-index: 1050; top: calc(100% + 4px); inset-inline-start: 0; min-width: 100%; width: max-content;
  max-width: 320px; max-height: 256px; overflow: auto; box-sizing: border-box; margin: 0; padding: 4px; list-style: none;
  border-radius: 8px; background: ${v('color-bg-elevated')}; box-shadow: ${v('box-shadow-secondary')}; }
.salao-combo-option { padding: 5px 12px; border-radius: 4px; color: ${v('color-text')}; cursor: pointer; white-space: nowrap; }
.salao-combo-active { background: ${v('color-fill-tertiary')}; }
.salao-combo-option[aria-selected=true] { font-weight: 600; background: ${v('color-primary-bg')}; }
/* The authenticated area's frame (shell/src/layout): antd's Layout gave its page this font, size and box model. */
.salao-layout { font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif,
  'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'; font-size: 14px; }
.salao-layout, .salao-layout * { box-sizing: border-box; }
/* The side menu: antd's inline Menu in look (40 px entries, 10 px radius, 24 px indent, group titles). */
.salao-menu, .salao-menu ul { margin: 0; padding: 0; list-style: none; }
.salao-menu, .salao-menu * { box-sizing: border-box; }
.salao-menu { font-size: 14px; line-height: 0; color: ${v('color-text')}; background: ${v('color-bg-container')}; outline: none; }
.salao-menu-group-title { padding: 8px 16px; font-size: 14px; line-height: 1.5714285714285714; color: ${v('color-text-secondary')}; }
.salao-menu-item { position: relative; display: flex; align-items: center; width: calc(100% - 8px); height: 40px; margin: 4px;
  padding: 0 16px 0 24px; overflow: hidden; border-radius: 10px; line-height: 40px; white-space: nowrap; color: ${v('color-text')};
  cursor: pointer; transition: border-color .3s, background-color .3s; }
.salao-menu-item > svg { min-width: 14px; font-size: 14px; }
.salao-menu-item > svg + span { margin-inline-start: 10px; }
.salao-menu-label { display: flex; flex: auto; align-items: center; justify-content: space-between; min-width: 0; overflow: hidden;
  text-overflow: ellipsis; }
.salao-menu-label > svg { color: ${v('color-icon')}; }
.salao-menu-item:not([aria-current]):not([aria-disabled=true]):hover { background: ${v('color-bg-text-hover')}; }
.salao-menu-item:not([aria-current]):not([aria-disabled=true]):active { background: ${v('color-primary-bg')}; }
.salao-menu-item[aria-current] { color: ${v('menu-selected-color')}; background: ${v('menu-selected-bg')}; }
.salao-menu-item[aria-disabled=true] { color: ${v('color-text-disabled')}; background: none; cursor: not-allowed; }
@media (prefers-reduced-motion: reduce) { .salao-menu-item { transition: none; } }
/* A tooltip placed by script (beside a menu entry, over a scrolling drawer): shown while mounted. */
.salao-tip.salao-tip-floating { position: fixed; visibility: visible; opacity: 1; max-width: 250px; max-height: none; padding: 6px 8px;
  overflow: visible; transition: none; transform: translateY(-50%); }
/* antd's small Badge (the header's bell); a count of two characters or more gets antd's side padding. */
.salao-badge-count.salao-badge-count-sm { min-width: 14px; height: 14px; padding: 0; border-radius: 7px; line-height: 14px; }
.salao-badge-count.salao-badge-count-wide { padding: 0 8px; }
/* antd's Segmented: a track of the layout's grey, the chosen option raised on the container's colour. */
.salao-segmented { display: inline-flex; gap: 0; padding: 2px; border-radius: 8px; background: ${v('color-bg-layout')}; color: ${v('color-text-secondary')}; }
.salao-segmented-item { min-height: 28px; padding: 0 11px; border: 0; border-radius: 6px; background: transparent; color: inherit; font: inherit;
  font-size: 14px; line-height: 28px; white-space: nowrap; cursor: pointer; transition: color .2s, background .2s; }
.salao-segmented-item:hover:not(.salao-segmented-selected) { color: ${v('color-text')}; background: ${v('color-fill-secondary')}; }
.salao-segmented-selected { color: ${v('color-text')}; background: ${v('color-bg-elevated')};
  box-shadow: 0 1px 2px 0 rgba(0,0,0,.03), 0 1px 6px -1px rgba(0,0,0,.02), 0 2px 4px 0 rgba(0,0,0,.02); }
@media (prefers-reduced-motion: reduce) { .salao-segmented-item { transition: none; } }
`;
