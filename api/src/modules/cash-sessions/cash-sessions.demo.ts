import { ianaZone } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { localDate, localInstant } from '../../platform/time/wall-clock';
import { cashFigures, closingLines, expectedByMethod } from './cash-math';

type Db = Pick<EntityManager, 'query'>;

const DAY = 86_400_000;

/** A day's payments at the drawer: [minutes after opening, method, amount, received] in cents. */
const PAYMENTS: readonly (readonly [number, string, number, number | null])[] = [
  [45, 'dinheiro', 8000, 10000],
  [110, 'debito', 6000, null],
  [170, 'pix', 3500, null],
  [240, 'dinheiro', 4000, 5000],
  [300, 'credito', 18000, null],
  [380, 'dinheiro', 6000, 6000],
  [450, 'pix', 8000, null],
];

/**
 * The demo's cash drawers (docs/product/api.md, 'Caixa'): one closed 'Caixa' a day for the 30 days before
 * today (today starts with no drawer open, for the owner to open), opened at 08:30 with R$ 200,00, the day's
 * payments, a sangria to the bank at 15:00 most days, and the count at 19:00, right most days and R$ 5,00 short
 * or R$ 2,00 over on a few.
 */
export async function seedCashSessionsDemo(db: Db, { establishmentId }: { establishmentId: number }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);
  const [owner] = await db.query(`SELECT id FROM users WHERE establishment_id = $1 AND role IN ('admin', 'owner') ORDER BY id LIMIT 1`, [establishmentId]);
  const userId: number | null = owner?.id ?? null;
  const now = Date.now();
  type Move = { type: string; method: string | null; amount: number; received: number | null; change: number; reason: string | null; at: number };
  const sessions: { opened: string; closed: string; closing: unknown }[] = [];
  const moves: (Omit<Move, 'at'> & { opened: string; at: string })[] = [];
  for (let i = 30; i >= 1; i -= 1) {
    const date = localDate(now - i * DAY, zone);
    const opened = localInstant(date, '08:30', zone);
    const movements: Move[] = PAYMENTS.filter((_, k) => (i + k) % 5 !== 0).map(([minutes, method, amount, received]) => ({
      type: 'pagamento',
      method,
      amount,
      received,
      change: received === null ? 0 : received - amount,
      reason: null,
      at: opened + minutes * 60_000,
    }));
    if (i % 3 !== 0)
      movements.push({
        type: 'sangria',
        method: null,
        amount: 10000,
        received: null,
        change: 0,
        reason: 'Depósito no banco',
        at: localInstant(date, '15:00', zone),
      });
    movements.sort((a, b) => a.at - b.at);
    const figures = cashFigures(20000, movements);
    const cash = figures.expectedCash + (i % 7 === 0 ? -500 : i % 11 === 0 ? 200 : 0);
    const debito = movements.filter((m) => m.method === 'debito').reduce((sum, m) => sum + m.amount, 0);
    const openedAt = new Date(opened).toISOString();
    sessions.push({
      opened: openedAt,
      closed: new Date(localInstant(date, '19:00', zone)).toISOString(),
      closing: closingLines(expectedByMethod(figures, movements), { dinheiro: cash, debito }),
    });
    for (const m of movements) moves.push({ ...m, opened: openedAt, at: new Date(m.at).toISOString() });
  }
  // Two statements for the month: the drawers, then their movements found by their opening instant.
  await db.query(
    `INSERT INTO cash_sessions (establishment_id, register, status, opening_cents, opened_at, opened_by_user_id, closed_at, closed_by_user_id, closing, version)
     SELECT $1, 'Caixa', 'closed', 20000, s.opened, $2, s.closed, $2, s.closing, 2
       FROM jsonb_to_recordset($3::jsonb) AS s(opened timestamptz, closed timestamptz, closing jsonb)`,
    [establishmentId, userId, JSON.stringify(sessions)],
  );
  await db.query(
    `INSERT INTO cash_movements (session_id, type, method, amount_cents, received_cents, change_cents, reason, user_id, created_at)
     SELECT cs.id, m.type, m.method, m.amount, m.received, m.change, m.reason, $2, m.at
       FROM jsonb_to_recordset($3::jsonb) AS m(opened timestamptz, type text, method text, amount bigint, received bigint, change bigint, reason text, at timestamptz)
       JOIN cash_sessions cs ON cs.establishment_id = $1 AND cs.opened_at = m.opened`,
    [establishmentId, userId, JSON.stringify(moves)],
  );
}
