import type { ReportColumn, ReportColumnType, ReportRow, ReportValue } from '@salao/contracts';
import type { EntityManager } from 'typeorm';

export type Db = Pick<EntityManager, 'query'>;

/** One report's run over one period: the instants bound the establishment's calendar days (docs/product/reports.md). */
export interface ReportScope {
  establishmentId: number;
  zone: string;
  from: string;
  to: string;
  /** from 00:00 and the day after `to` 00:00 on the establishment's clock, as instants */
  start: Date;
  end: Date;
  staffId: number | null;
  serviceId: number | null;
  groupBy: string;
  inactiveDays: number;
  /** today on the establishment's clock, 'yyyy-MM-dd' */
  today: string;
}

export interface ReportCardDef {
  key: string;
  label: string;
  type: ReportColumnType;
}

/** What one report computes for one period; the service adds the previous period and the cards' values. */
export interface ReportBody {
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, ReportValue>;
  cards: ReportCardDef[];
  chart: { type: 'line' | 'bar'; x: string; series: string[] } | null;
}

export type ReportRunner = (db: Db, scope: ReportScope) => Promise<ReportBody>;

/** Integer cents of a numeric column read as text ('80.00' → 8000). */
export const cents = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Math.round(Number(v) * 100));

/** a ÷ b as a percent with one decimal; 0 when b is 0. */
export const percentOf = (a: number, b: number): number => (b > 0 ? Math.round((a * 1000) / b) / 10 : 0);

export const WEEKDAY_LABELS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

export const sumOf = (rows: ReportRow[], key: string): number => rows.reduce((s, r) => s + Number(r.values[key] ?? 0), 0);
