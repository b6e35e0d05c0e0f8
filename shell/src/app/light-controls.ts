import { cssVar } from './shell-tokens';

/**
 * The few controls the pages drawn without antd need (the login's fields and button), styled as antd draws them
 * (outlined input with a prefix, primary button) from the theme's CSS variables (shell-tokens.ts); the focus ring is
 * index.html's, drawn on the field's box as on antd's.
 */
export const LIGHT_CONTROLS_CSS = `
.salao-field { display: flex; align-items: center; gap: 8px; box-sizing: border-box; width: 100%; padding: 4px 11px;
  border: 1px solid ${cssVar('colorBorder')}; border-radius: 8px; background: ${cssVar('colorBgContainer')};
  color: ${cssVar('colorText')}; transition: border-color .2s, box-shadow .2s; }
.salao-field:hover { border-color: ${cssVar('colorPrimaryHover')}; }
.salao-field:focus-within { border-color: ${cssVar('colorPrimary')}; box-shadow: 0 0 0 2px ${cssVar('controlOutline')}; }
.salao-field > svg { flex: none; color: ${cssVar('colorIcon')}; }
.salao-field input { flex: 1; min-width: 0; border: 0; padding: 0; background: transparent;
  color: inherit; font: inherit; font-size: 14px; line-height: 22px; }
.salao-field input::placeholder { color: ${cssVar('colorTextPlaceholder')}; opacity: 1; }
.salao-field button { flex: none; display: inline-flex; border: 0; padding: 0; background: none; cursor: pointer;
  color: ${cssVar('colorTextSecondary')}; }
.salao-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  border: 1px solid transparent; border-radius: 8px; font: inherit; cursor: pointer; transition: background .2s; }
.salao-button-primary { background: ${cssVar('colorPrimary')}; color: #fff; }
.salao-button-primary:hover { background: ${cssVar('colorPrimaryHover')}; }
.salao-button-primary:active { background: ${cssVar('colorPrimaryActive')}; }
.salao-button[disabled] { cursor: default; opacity: .65; }
.salao-button-block { width: 100%; }
.salao-button-large { height: 40px; padding: 0 15px; font-size: 16px; border-radius: 10px; }
@keyframes salao-spin { to { transform: rotate(360deg) } }
`;
