import type { AppointmentStatus } from '@salao/contracts';

/** The palette of each status's block: the same hues as the list's tags (status-color.ts). */
const STATUS_PALETTE: Record<AppointmentStatus, string | null> = {
  pending: 'gold',
  scheduled: 'blue',
  confirmed: 'green',
  in_progress: 'cyan',
  completed: 'purple',
  rejected: 'red',
  cancelled: null,
  no_show: 'volcano',
};

/**
 * What the grid needs beyond the theme's variables on <html> (`--salao-*`, shell-tokens.ts): antd's tokens for its app
 * theme (antd-theme.ts), light and dark, as theme.getDesignToken computes them: the palettes' 2 (background) and 6
 * (edge), colorSplit, colorFill, colorError and boxShadowTertiary.
 */
const GRID_TOKENS = {
  light: {
    split: 'rgba(5,5,5,0.06)',
    fill: 'rgba(0,0,0,0.15)',
    error: '#cf1322',
    'shadow-tertiary': '0 1px 2px 0 rgba(0,0,0,0.05), 0 1px 6px -1px rgba(0,0,0,0.03), 0 2px 4px 0 rgba(0,0,0,0.03)',
    gold2: '#fff1b8',
    gold6: '#faad14',
    blue2: '#bae0ff',
    blue6: '#1677ff',
    green2: '#d9f7be',
    green6: '#52c41a',
    cyan2: '#b5f5ec',
    cyan6: '#13c2c2',
    purple2: '#efdbff',
    purple6: '#722ed1',
    red2: '#ffccc7',
    red6: '#f5222d',
    volcano2: '#ffd8bf',
    volcano6: '#fa541c',
  },
  dark: {
    split: 'rgba(253,253,253,0.12)',
    fill: 'rgba(255,255,255,0.18)',
    error: '#dc4446',
    'shadow-tertiary': '0 1px 2px 0 rgba(255,255,255,0.01), 0 1px 6px -1px rgba(255,255,255,0.006), 0 2px 4px 0 rgba(255,255,255,0.006)',
    gold2: '#443111',
    gold6: '#d89614',
    blue2: '#112545',
    blue6: '#1668dc',
    green2: '#1d3712',
    green6: '#49aa19',
    cyan2: '#113536',
    cyan6: '#13a8a8',
    purple2: '#24163a',
    purple6: '#642ab5',
    red2: '#431418',
    red6: '#d32029',
    volcano2: '#441d12',
    volcano6: '#d84a1b',
  },
};

const vars = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `--ag-${name}:${value}`)
    .join(';');

const v = (name: string) => `var(--salao-${name})`;
const g = (name: string) => `var(--ag-${name})`;

const status = (Object.keys(STATUS_PALETTE) as AppointmentStatus[])
  .map((s) => {
    const p = STATUS_PALETTE[s];
    const bg = p ? g(`${p}2`) : v('color-fill-secondary');
    const edge = p ? g(`${p}6`) : v('color-border');
    return `.ag-status-${s}{background:${bg};border-color:${edge};border-inline-start-color:${edge}}`;
  })
  .join('');

const hatch = (color: string) => `repeating-linear-gradient(135deg, ${color} 0 6px, transparent 6px 12px)`;
/** The grid's stylesheet from the theme's CSS variables (one <style>, hoisted by React): rows are plain CSS, no per-cell styles. */
const CSS = `
:root{${vars(GRID_TOKENS.light)}}
:root[data-theme=dark]{${vars(GRID_TOKENS.dark)}}
.ag-scroll{line-height:normal;overflow:auto;max-height:calc(100vh - 230px);min-height:320px;border:1px solid ${v('color-border-secondary')};border-radius:10px;background:${v('color-bg-container')};overscroll-behavior:contain}
.ag-grid{min-width:100%;width:max-content;position:relative;font-size:13px;color:${v('color-text')}}
.ag-row{display:grid;grid-template-columns:var(--ag-template);height:var(--ag-row)}
.ag-head{height:auto;position:sticky;top:0;z-index:6;background:${v('color-bg-container')};border-bottom:1px solid ${v('color-border')}}
.ag-corner,.ag-colhead{padding:6px 8px;font-weight:600;display:flex;align-items:center;gap:4px;min-width:0}
.ag-corner{position:sticky;left:0;background:${v('color-bg-container')};z-index:1;font-size:12px;color:${v('color-text-secondary')}}
.ag-colhead{border-inline-start:1px solid ${v('color-border-secondary')};justify-content:space-between}
.ag-colname{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ag-body{position:relative}
.ag-time{position:sticky;left:0;z-index:5;background:${v('color-bg-container')};font-size:12px;padding:2px 8px 0;line-height:1;color:${v('color-text-secondary')};font-variant-numeric:tabular-nums}
.ag-minor{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ag-cell{position:relative;border-inline-start:1px solid ${v('color-border-secondary')};border-top:1px dotted ${g('split')};cursor:pointer;outline:none}
.ag-hour .ag-cell{border-top:1px solid ${v('color-border-secondary')}}
.ag-cell:hover{background:${v('color-primary-bg')}}
.ag-cell:focus-visible{box-shadow:inset 0 0 0 2px ${v('color-primary')};z-index:3}
.ag-shade-closed{background:${v('color-fill-tertiary')};cursor:default}
.ag-shade-closed:hover{background:${v('color-fill-tertiary')}}
.ag-shade-block{background:${hatch(v('color-fill-secondary'))}}
.ag-shade-block:hover{background:${hatch(g('fill'))}}
.ag-shade-absence{background:${hatch(v('color-warning-bg'))};cursor:default}
.ag-reason{position:absolute;left:6px;top:4px;right:4px;z-index:1;font-size:12px;line-height:1.2;color:${v('color-text')};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;pointer-events:none;font-weight:500}
.ag-lanes{position:absolute;inset:0;display:grid;pointer-events:none}
.ag-lane.ag-over{background:${v('color-primary-bg')};opacity:.6}
.ag-nowrow{position:absolute;left:0;right:0;height:0;display:grid;z-index:4;pointer-events:none}
.ag-now{border-top:2px solid ${g('error')};position:relative}
.ag-now::before{content:'';position:absolute;left:-4px;top:-5px;width:8px;height:8px;border-radius:50%;background:${g('error')}}
div.ag-block{position:absolute;box-sizing:border-box;overflow:hidden;border:1px solid;border-inline-start-width:4px;border-radius:6px;padding:2px 6px;font-size:12px;line-height:1.3;color:${v('color-text')};cursor:grab;touch-action:manipulation;box-shadow:${g('shadow-tertiary')}}
div.ag-block:focus-visible{outline:3px solid ${v('color-primary')};outline-offset:1px;z-index:21 !important}
div.ag-block.ag-dragging{cursor:grabbing;opacity:.9;box-shadow:${v('box-shadow-secondary')}}
.ag-block-time{font-weight:600;font-variant-numeric:tabular-nums}
.ag-block-client{font-weight:600}
.ag-block-service{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ag-block-link{position:absolute;top:2px;right:4px;font-size:12px}
.ag-block[data-group]{outline:1px dashed currentColor;outline-offset:-3px}
.ag-hatch{position:absolute;left:0;right:0;background:${hatch(v('color-bg-container'))};opacity:.5;pointer-events:none}
.ag-anchor{position:absolute;inset:0;pointer-events:none}
.ag-status-cancelled,.ag-status-rejected{text-decoration:line-through}
.ag-staff-block > .salao-combo{width:100% !important}
${status}
`;
export function GridStyles() {
  return <style>{CSS}</style>;
}
