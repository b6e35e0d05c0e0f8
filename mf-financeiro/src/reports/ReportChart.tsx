import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatBRL } from '@salao/contracts';
import { useTheme } from '@salao/web-core';
import { injectUplotCss } from '../charts/uplot-css';
import { formatCell } from './cells';
import type { ChartData } from './chart-data';

// uPlot is its own chunk, downloaded when a report first draws its chart (as the month panel's, docs/product/screens.md).

const PALETTE = {
  light: { series: ['#1677ff', '#389e0d', '#d4380d', '#722ed1'], axis: '#595959', grid: 'rgba(0,0,0,0.08)' },
  dark: { series: ['#69b1ff', '#73d13d', '#ff9c6e', '#b37feb'], axis: 'rgba(255,255,255,0.75)', grid: 'rgba(255,255,255,0.12)' },
};
const HEIGHT = 260;
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** A day 'dd/MM/yyyy' reads 'dd/MM' under the axis (the legend keeps the whole date); other labels are cut at 14 characters. */
function axisLabel(label: string): string {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(label) ? label.slice(0, 5) : label.length > 14 ? `${label.slice(0, 13)}…` : label;
}

function options(width: number, data: ChartData, mode: 'light' | 'dark'): uPlot.Options {
  const c = PALETTE[mode];
  const axis = { stroke: c.axis, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid, width: 1 } };
  const money = data.series[0]!.type === 'money';
  const n = data.labels.length;
  const count = data.series.length;
  // Bars sit side by side for one or two series (as the month panel's); more would not read as bars, so they draw as lines.
  const type = data.type === 'bar' && count <= 2 ? 'bar' : 'line';
  const bars = (i: number) => uPlot.paths.bars!({ size: count === 1 ? [0.6, 48] : [0.4, 24], align: count === 1 ? 0 : i === 0 ? -1 : 1, gap: 1 });
  return {
    width,
    height: HEIGHT,
    cursor: { points: { show: type === 'line' }, drag: { x: false, y: false } },
    scales: { x: { time: false, range: () => [-0.6, n - 0.4] }, y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max * 1.1)] } },
    series: [
      { label: 'Item', value: (_u, v) => (v == null ? '—' : (data.labels[v] ?? '')) },
      ...data.series.map((s, i) => ({
        label: s.label,
        stroke: c.series[i % c.series.length],
        fill: type === 'bar' ? c.series[i % c.series.length] : undefined,
        width: type === 'bar' ? 0 : 2,
        paths: type === 'bar' ? bars(i) : undefined,
        points: { show: type === 'line' && n < 40 },
        value: (_u: uPlot, v: number | null) => (v == null ? '—' : s.type === 'money' ? formatBRL(v) : formatCell(s.type, v)),
      })),
    ],
    axes: [
      {
        ...axis,
        incrs: [1, 2, 5, 7, 10, 14, 20, 30, 50],
        // A label's room: uPlot skips ticks to keep this many pixels between them.
        space: 72,
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? axisLabel(data.labels[t] ?? '') : '')),
      },
      { ...axis, size: 84, values: (_u, ticks) => ticks.map((t) => (money ? `R$ ${compact.format(t)}` : compact.format(t))) },
    ],
  };
}

/** The report's chart (uPlot on canvas): bars or a line per series; the legend shows the hovered point's values. */
export default function ReportChart({ data, label }: { data: ChartData; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const mode = useTheme((s) => s.mode);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    injectUplotCss();
    const aligned: uPlot.AlignedData = [data.labels.map((_l, i) => i), ...data.series.map((s) => s.values)];
    const chart = new uPlot(options(el.clientWidth || 600, data, mode), aligned, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, mode]);

  return <div ref={box} role="img" aria-label={label} data-testid="report-chart" style={{ width: '100%', minHeight: HEIGHT, overflow: 'hidden' }} />;
}
