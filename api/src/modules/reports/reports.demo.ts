import { ianaZone } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { DEFAULT_BUSINESS_HOURS } from '../business-hours/business-hours.defaults';
import { localDate, localInstant, weekday } from '../../platform/time/wall-clock';

const DAY = 86_400_000;
/** The history starts this many days back and stops where the agenda demo's two weeks begin. */
const FIRST_DAY = 150;
const LAST_DAY = 16;
/** Each professional's two visits a day: [time, the service's name]. */
const PLAN = [
  [
    ['10:00', 'Corte Feminino'],
    ['14:30', 'Escova'],
  ],
  [
    ['09:00', 'Manicure'],
    ['14:30', 'Pedicure'],
  ],
] as const;
const METHODS = ['PIX', 'Cartão de Crédito', 'Dinheiro', 'Cartão de Débito'];

/**
 * Five months of history before the agenda demo's two weeks, so every report (docs/product/reports.md) shows
 * something on first start: visits completed at their income, no-shows, late and early cancellations, clients whose
 * first visit falls in different months (some back soon, some not for months), a week of vacation for Carla, a
 * one-off block for Ana, and two birthdays this month. Old days only: nothing here touches today's agenda or the
 * comandas. Runs inside the seeding transaction, after the other seeders.
 */
export async function seedReportsDemo(db: EntityManager, { establishmentId, staffIds }: { establishmentId: number; staffIds: number[] }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);
  const now = Date.now();
  const services: { id: number; name: string; duration: number; price: string }[] = await db.query(
    `SELECT id, name, duration_minutes AS duration, price::text AS price FROM services WHERE establishment_id = $1`,
    [establishmentId],
  );
  const clients: { id: number }[] = await db.query(`SELECT id FROM clients WHERE establishment_id = $1 ORDER BY id`, [establishmentId]);
  if (!services.length || !clients.length || staffIds.length < 2) return;
  const vacation = { from: localDate(now - 40 * DAY, zone), to: localDate(now - 36 * DAY, zone) };
  const rows: {
    client: number;
    service: number;
    staff: number;
    start: Date;
    end: Date;
    minutes: number;
    price: string;
    status: string;
    cancelledAt: Date | null;
  }[] = [];
  let n = 0;
  for (let back = FIRST_DAY; back >= LAST_DAY; back -= 1) {
    const date = localDate(now - back * DAY, zone);
    const dow = weekday(date);
    // Client k's first visit is about k × 15 days after the history starts: each month has its new clients.
    const started = clients.filter((_, k) => FIRST_DAY - k * 15 >= back);
    for (const staffIndex of [0, 1]) {
      if (!DEFAULT_BUSINESS_HOURS[dow]!.isOpen || (staffIndex === 1 && (dow < 1 || dow > 5))) continue;
      if (staffIndex === 1 && date >= vacation.from && date <= vacation.to) continue;
      for (const [time, name] of PLAN[staffIndex]!) {
        const service = services.find((s) => s.name === name) ?? services[0]!;
        const start = localInstant(date, time, zone);
        n += 1;
        const status = n % 11 === 0 ? 'no_show' : n % 13 === 0 || n % 17 === 0 ? 'cancelled' : 'completed';
        // Every 13th cancelled an hour before (late), every 17th three days before.
        const cancelledAt = status !== 'cancelled' ? null : new Date(start - (n % 13 === 0 ? 3_600_000 : 3 * DAY));
        const client = started[n % started.length] ?? clients[0]!;
        rows.push({
          client: client.id,
          service: service.id,
          staff: staffIds[staffIndex]!,
          start: new Date(start),
          end: new Date(start + service.duration * 60_000),
          minutes: service.duration,
          price: service.price,
          status,
          cancelledAt,
        });
      }
    }
  }
  const ids: { id: number }[] = await db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, completed_at, cancelled_at, created_at)
     SELECT $1, r.client, r.service, r.staff, r.start, r.finish, r.minutes, r.price, r.status, CASE WHEN r.status = 'completed' THEN r.finish END, r.cancelled, r.start - interval '7 days'
       FROM unnest($2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::timestamptz[], $7::int[], $8::numeric[], $9::text[], $10::timestamptz[])
         AS r(client, service, staff, start, finish, minutes, price, status, cancelled)
     RETURNING id`,
    [
      establishmentId,
      rows.map((r) => r.client),
      rows.map((r) => r.service),
      rows.map((r) => r.staff),
      rows.map((r) => r.start),
      rows.map((r) => r.end),
      rows.map((r) => r.minutes),
      rows.map((r) => r.price),
      rows.map((r) => r.status),
      rows.map((r) => r.cancelledAt),
    ],
  );
  // Each completed visit's income, as completing it records (one per appointment).
  await db.query(
    `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date, staff_id, client_id, appointment_id)
     SELECT a.establishment_id, 'income', a.price, s.name || ' - ' || c.name, 'Serviços Realizados', ($2::text[])[1 + a.id % 4], a.completed_at, a.staff_id, a.client_id, a.id
       FROM appointments a JOIN services s ON s.id = a.service_id JOIN clients c ON c.id = a.client_id
      WHERE a.id = ANY($1::int[]) AND a.status = 'completed'`,
    [ids.map((r) => r.id), METHODS],
  );
  await db.query(
    `UPDATE clients c SET last_visit = greatest(c.last_visit, v.last)
       FROM (SELECT client_id, max(starts_at) AS last FROM appointments WHERE id = ANY($1::int[]) AND status = 'completed' GROUP BY client_id) v
      WHERE v.client_id = c.id`,
    [ids.map((r) => r.id)],
  );
  await db.query(`INSERT INTO staff_absences (establishment_id, staff_id, start_date, end_date, type, reason) VALUES ($1, $2, $3, $4, 'vacation', 'Férias')`, [
    establishmentId,
    staffIds[1],
    vacation.from,
    vacation.to,
  ]);
  const blockDay = localDate(now - 25 * DAY, zone);
  await db.query(
    `INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until) VALUES ($1, $2, $3, '12:00', '13:00', 'Reunião com fornecedor', 'none', $3)`,
    [establishmentId, staffIds[0], blockDay],
  );
  const month = localDate(now, zone).slice(5, 7);
  await db.query(`UPDATE clients SET birthday = make_date(1990 + id % 10, $2::int, 1 + id % 27) WHERE id = ANY($1::int[])`, [
    clients.slice(0, 2).map((c) => c.id),
    Number(month),
  ]);
}
