import { theme } from 'antd';
import type { AppointmentStatus } from '@salao/contracts';

/** The palette of each status's block: the same hues as the list's tags (status-color.ts), light and dark from antd's tokens. */
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

/** The grid's stylesheet from the theme's tokens (one <style>, hoisted by React): rows are plain CSS, no per-cell styles. */
export function GridStyles() {
  const { token } = theme.useToken();
  const t = token as unknown as Record<string, string>;
  const status = (Object.keys(STATUS_PALETTE) as AppointmentStatus[])
    .map((s) => {
      const p = STATUS_PALETTE[s];
      const bg = p ? t[`${p}2`] : token.colorFillSecondary;
      const edge = p ? t[`${p}6`] : token.colorBorder;
      return `.ag-status-${s}{background:${bg};border-color:${edge};border-inline-start-color:${edge}}`;
    })
    .join('');
  const hatch = (color: string) => `repeating-linear-gradient(135deg, ${color} 0 6px, transparent 6px 12px)`;
  const css = `
.ag-scroll{overflow:auto;max-height:calc(100vh - 230px);min-height:320px;border:1px solid ${token.colorBorderSecondary};border-radius:${token.borderRadiusLG}px;background:${token.colorBgContainer};overscroll-behavior:contain}
.ag-grid{min-width:100%;width:max-content;position:relative;font-size:13px;color:${token.colorText}}
.ag-row{display:grid;grid-template-columns:var(--ag-template);height:var(--ag-row)}
.ag-head{height:auto;position:sticky;top:0;z-index:6;background:${token.colorBgContainer};border-bottom:1px solid ${token.colorBorder}}
.ag-corner,.ag-colhead{padding:6px 8px;font-weight:600;display:flex;align-items:center;gap:4px;min-width:0}
.ag-corner{position:sticky;left:0;background:${token.colorBgContainer};z-index:1;font-size:12px;color:${token.colorTextSecondary}}
.ag-colhead{border-inline-start:1px solid ${token.colorBorderSecondary};justify-content:space-between}
.ag-colname{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ag-body{position:relative}
.ag-time{position:sticky;left:0;z-index:5;background:${token.colorBgContainer};font-size:12px;padding:2px 8px 0;line-height:1;color:${token.colorTextSecondary};font-variant-numeric:tabular-nums}
.ag-minor{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ag-cell{position:relative;border-inline-start:1px solid ${token.colorBorderSecondary};border-top:1px dotted ${token.colorSplit};cursor:pointer;outline:none}
.ag-hour .ag-cell{border-top:1px solid ${token.colorBorderSecondary}}
.ag-cell:hover{background:${token.colorPrimaryBg}}
.ag-cell:focus-visible{box-shadow:inset 0 0 0 2px ${token.colorPrimary};z-index:3}
.ag-shade-closed{background:${token.colorFillTertiary};cursor:default}
.ag-shade-closed:hover{background:${token.colorFillTertiary}}
.ag-shade-block{background:${hatch(token.colorFillSecondary)}}
.ag-shade-block:hover{background:${hatch(token.colorFill)}}
.ag-shade-absence{background:${hatch(token.colorWarningBg)};cursor:default}
.ag-reason{position:absolute;left:6px;top:4px;right:4px;z-index:1;font-size:12px;line-height:1.2;color:${token.colorText};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;pointer-events:none;font-weight:500}
.ag-lanes{position:absolute;inset:0;display:grid;pointer-events:none}
.ag-lane.ag-over{background:${token.colorPrimaryBg};opacity:.6}
.ag-nowrow{position:absolute;left:0;right:0;height:0;display:grid;z-index:4;pointer-events:none}
.ag-now{border-top:2px solid ${token.colorError};position:relative}
.ag-now::before{content:'';position:absolute;left:-4px;top:-5px;width:8px;height:8px;border-radius:50%;background:${token.colorError}}
div.ag-block{position:absolute;box-sizing:border-box;overflow:hidden;border:1px solid;border-inline-start-width:4px;border-radius:6px;padding:2px 6px;font-size:12px;line-height:1.3;color:${token.colorText};cursor:grab;touch-action:manipulation;box-shadow:${token.boxShadowTertiary}}
div.ag-block:focus-visible{outline:3px solid ${token.colorPrimary};outline-offset:1px;z-index:21 !important}
div.ag-block.ag-dragging{cursor:grabbing;opacity:.9;box-shadow:${token.boxShadowSecondary}}
.ag-block-time{font-weight:600;font-variant-numeric:tabular-nums}
.ag-block-client{font-weight:600}
.ag-block-service{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ag-block-link{position:absolute;top:2px;right:4px;font-size:12px}
.ag-block[data-group]{outline:1px dashed currentColor;outline-offset:-3px}
.ag-hatch{position:absolute;left:0;right:0;background:${hatch(token.colorBgContainer)};opacity:.5;pointer-events:none}
.ag-anchor{position:absolute;inset:0;pointer-events:none}
.ag-status-cancelled,.ag-status-rejected{text-decoration:line-through}
${status}
`;
  return <style>{css}</style>;
}
