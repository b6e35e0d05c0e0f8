import { BOOKING_NOTIFICATION, ianaZone } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { DEFAULT_BUSINESS_HOURS } from '../business-hours/business-hours.defaults';
import { localDate, localInstant, nextDate, weekday } from '../../platform/time/wall-clock';

type Db = Pick<EntityManager, 'query'>;

const CLIENTS = [
  ['Mariana Costa', '11987651234', 'mariana.costa@email.com'],
  ['Juliana Ferreira', '11976542345', 'juliana.ferreira@email.com'],
  ['Fernanda Lima', '11965433456', null],
  ['Patrícia Rocha', '11954324567', 'patricia.rocha@email.com'],
  ['Camila Martins', '11943215678', 'camila.martins@email.com'],
  ['Larissa Oliveira', '11932106789', null],
  ['Renata Gomes', '11921097890', 'renata.gomes@email.com'],
  ['Aline Barbosa', '11910988901', 'aline.barbosa@email.com'],
] as const;

/** [name, minutes, price, category, performed by: 0 = first demo staff (Ana), 1 = second (Carla)] */
const SERVICES = [
  ['Corte Feminino', 60, '80.00', 'Cabelo', [0]],
  ['Escova', 45, '60.00', 'Cabelo', [0]],
  ['Coloração', 120, '180.00', 'Cabelo', [0]],
  ['Manicure', 40, '35.00', 'Unhas', [1]],
  ['Pedicure', 50, '45.00', 'Unhas', [1]],
  ['Design de Sobrancelhas', 30, '40.00', 'Estética', [0, 1]],
] as const;

/** A day's bookable plan per staff member: [time, service index]; the spans never overlap. */
const DAY_PLAN: readonly (readonly [string, number])[][] = [
  [
    ['09:00', 0],
    ['10:30', 1],
    ['13:00', 2],
    ['15:30', 5],
  ],
  [
    ['08:30', 3],
    ['10:00', 4],
    ['14:00', 3],
    ['15:00', 5],
  ],
];

/**
 * Demo agenda for the demo establishment: categories and services with their professionals, business and
 * working hours, eight clients, and appointments around today on its clock: completed ones over the past two
 * weeks (with their income), today's and this week's scheduled and confirmed, and two pending with their
 * notifications. Runs inside the seeding transaction.
 */
export async function seedAgendaDemo(db: Db, { establishmentId, staffIds }: { establishmentId: number; staffIds: number[] }): Promise<void> {
  const [est] = await db.query(`SELECT timezone FROM establishments WHERE id = $1`, [establishmentId]);
  const zone = ianaZone(est.timezone);

  for (const d of DEFAULT_BUSINESS_HOURS) {
    await db.query(
      `INSERT INTO business_hours (establishment_id, day_of_week, is_open, open_time, close_time, is_holiday) VALUES ($1, $2, $3, $4, $5, false)`,
      [establishmentId, d.dayOfWeek, d.isOpen, d.openTime, d.closeTime],
    );
  }
  // Ana works whenever the salon opens; Carla Monday to Friday, 08:00-17:00.
  const [ana, carla] = staffIds as [number, number];
  for (const d of DEFAULT_BUSINESS_HOURS) {
    await db.query(`INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time) VALUES ($1, $2, $3, $4, $5)`, [
      ana,
      d.dayOfWeek,
      d.isOpen,
      d.openTime,
      d.closeTime,
    ]);
    const carlaWorks = d.dayOfWeek >= 1 && d.dayOfWeek <= 5;
    await db.query(`INSERT INTO staff_working_hours (staff_id, day_of_week, is_available, open_time, close_time) VALUES ($1, $2, $3, '08:00', '17:00')`, [
      carla,
      d.dayOfWeek,
      carlaWorks,
    ]);
  }

  const categoryIds = new Map<string, number>();
  for (const [name, description] of [
    ['Cabelo', 'Cortes, escovas e coloração'],
    ['Unhas', 'Manicure e pedicure'],
    ['Estética', 'Sobrancelhas e cuidados faciais'],
  ] as const) {
    const [row] = await db.query(`INSERT INTO service_categories (establishment_id, name, description) VALUES ($1, $2, $3) RETURNING id`, [
      establishmentId,
      name,
      description,
    ]);
    categoryIds.set(name, row.id);
  }
  const services: { id: number; minutes: number; price: string; name: string }[] = [];
  for (const [name, minutes, price, category, who] of SERVICES) {
    const [row] = await db.query(
      `INSERT INTO services (establishment_id, category_id, name, duration_minutes, price) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [establishmentId, categoryIds.get(category), name, minutes, price],
    );
    for (const i of who) await db.query(`INSERT INTO service_staff (service_id, staff_id) VALUES ($1, $2)`, [row.id, staffIds[i]]);
    services.push({ id: row.id, minutes, price, name });
  }

  const clientIds: number[] = [];
  for (const [name, phone, email] of CLIENTS) {
    const [row] = await db.query(`INSERT INTO clients (establishment_id, name, phone, email) VALUES ($1, $2, $3, $4) RETURNING id`, [
      establishmentId,
      name,
      phone,
      email,
    ]);
    clientIds.push(row.id);
  }

  const now = Date.now();
  const today = localDate(now, zone);
  const works = (staffIndex: number, date: string) => {
    const dow = weekday(date);
    return DEFAULT_BUSINESS_HOURS[dow]!.isOpen && (staffIndex === 0 || (dow >= 1 && dow <= 5));
  };
  let n = 0;
  const book = async (staffIndex: number, date: string, time: string, serviceIndex: number, status: string) => {
    const service = services[serviceIndex]!;
    const start = localInstant(date, time, zone);
    const end = start + service.minutes * 60_000;
    const clientId = clientIds[n++ % clientIds.length]!;
    const completedAt = status === 'completed' ? new Date(end) : null;
    const [row] = await db.query(
      `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, completed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, least(now(), $5::timestamptz - interval '2 days')) RETURNING id`,
      [establishmentId, clientId, service.id, staffIds[staffIndex], new Date(start), new Date(end), service.minutes, service.price, status, completedAt],
    );
    if (completedAt) {
      await db.query(
        `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date, staff_id, client_id, appointment_id)
         SELECT $1, 'income', $2, $3 || ' - ' || c.name, 'Serviços Realizados', $4, $5, $6, c.id, $7 FROM clients c WHERE c.id = $8`,
        [
          establishmentId,
          service.price,
          service.name,
          ['PIX', 'Cartão de Crédito', 'Dinheiro', 'Cartão de Débito'][n % 4],
          completedAt,
          staffIds[staffIndex],
          row.id,
          clientId,
        ],
      );
      await db.query(`UPDATE clients SET last_visit = greatest(last_visit, $2::timestamptz) WHERE id = $1`, [clientId, new Date(start)]);
    }
    return row.id as number;
  };

  // The past two weeks: two completed per working day and one cancellation now and then.
  let date = today;
  const past: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    date = previousDate(date);
    past.unshift(date);
  }
  for (const [i, d] of past.entries()) {
    for (const staffIndex of [0, 1]) {
      if (!works(staffIndex, d)) continue;
      const plan = DAY_PLAN[staffIndex]!;
      const [t1, s1] = plan[i % plan.length]!;
      const [t2, s2] = plan[(i + 2) % plan.length]!;
      await book(staffIndex, d, t1, s1, 'completed');
      await book(staffIndex, d, t2, s2, i % 5 === 0 ? 'cancelled' : 'completed');
    }
  }

  // Today: what has already ended is done; the rest is scheduled or confirmed.
  for (const staffIndex of [0, 1]) {
    if (!works(staffIndex, today)) continue;
    for (const [k, [time, serviceIndex]] of DAY_PLAN[staffIndex]!.entries()) {
      const ended = localInstant(today, time, zone) + services[serviceIndex]!.minutes * 60_000 <= now;
      await book(staffIndex, today, time, serviceIndex, ended ? 'completed' : k % 2 ? 'confirmed' : 'scheduled');
    }
  }

  // The next working days: a few bookings each; two pending ones wait on the bell.
  date = today;
  let pendingLeft = 2;
  for (let i = 0; i < 6; i += 1) {
    date = nextDate(date);
    for (const staffIndex of [0, 1]) {
      if (!works(staffIndex, date)) continue;
      const plan = DAY_PLAN[staffIndex]!;
      for (const k of [i % plan.length, (i + 2) % plan.length]) {
        const [time, serviceIndex] = plan[k]!;
        const status = pendingLeft > 0 && staffIndex === 0 && k === i % plan.length ? 'pending' : k % 2 ? 'confirmed' : 'scheduled';
        const id = await book(staffIndex, date, time, serviceIndex, status);
        if (status !== 'pending') continue;
        pendingLeft -= 1;
        const [names] = await db.query(
          `SELECT st.name AS staff, sv.name AS service, c.name AS client
             FROM appointments a JOIN staff st ON st.id = a.staff_id JOIN services sv ON sv.id = a.service_id JOIN clients c ON c.id = a.client_id WHERE a.id = $1`,
          [id],
        );
        const when = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} às ${time}`;
        await db.query(`INSERT INTO notifications (establishment_id, type, title, message, appointment_id) VALUES ($1, 'appointment', $2, $3, $4)`, [
          establishmentId,
          BOOKING_NOTIFICATION.pendingTitle,
          BOOKING_NOTIFICATION.pending(names.staff, names.service, names.client, when),
          id,
        ]);
      }
    }
  }
}

function previousDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
