import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatBRL } from '@salao/contracts';
import { useTheme } from '@salao/web-core';
import { injectUplotCss } from '../charts/uplot-css';
import type { MonthSeries } from './month-series';

// uPlot (≈22 KB gzip) draws on canvas; this chunk is only downloaded when the month panel shows (docs/product/screens.md ('Financeiro')).

const PALETTE = {
  light: { income: '#389e0d', expense: '#cf1322', axis: '#595959', grid: 'rgba(0,0,0,0.08)' },
  dark: { income: '#73d13d', expense: '#ff7875', axis: 'rgba(255,255,255,0.75)', grid: 'rgba(255,255,255,0.12)' },
};

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
const HEIGHT = 260;

function options(width: number, days: number, mode: 'light' | 'dark'): uPlot.Options {
  const c = PALETTE[mode];
  const money = (_u: uPlot, v: number | null) => (v == null ? '—' : formatBRL(v));
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.42, 18], align, gap: 1 });
  const axis = { stroke: c.axis, grid: { stroke: c.grid, width: 1 }, ticks: { stroke: c.grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: { x: { time: false, range: () => [0.4, days + 0.6] }, y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] } },
    series: [
      { label: 'Dia', value: (_u, v) => (v == null ? '—' : String(v)) },
      { label: 'Receitas', stroke: c.income, fill: c.income, width: 0, paths: bars(-1), points: { show: false }, value: money },
      { label: 'Despesas', stroke: c.expense, fill: c.expense, width: 0, paths: bars(1), points: { show: false }, value: money },
    ],
    axes: [
      { ...axis, incrs: [1, 2, 5, 10, 15], values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
      { ...axis, size: 64, values: (_u, ticks) => ticks.map((t) => `R$ ${compact.format(t)}`) },
    ],
  };
}

/** Income and expenses per day of the month as side-by-side bars; the legend shows the hovered day's values. */
export default function MonthChart({ series, label }: { series: MonthSeries; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const mode = useTheme((s) => s.mode);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    injectUplotCss();
    const data: uPlot.AlignedData = [series.days, series.incomeCents.map((c) => c / 100), series.expenseCents.map((c) => c / 100)];
    const chart = new uPlot(options(el.clientWidth || 600, series.days.length, mode), data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, mode]);

  return <div ref={box} role="img" aria-label={label} data-testid="month-chart" style={{ width: '100%', minHeight: HEIGHT }} />;
}
