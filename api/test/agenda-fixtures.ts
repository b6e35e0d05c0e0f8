import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayjs, type PlanName } from '@salao/contracts';
import type { DataSource } from 'typeorm';
import type { ApiClient } from './support/client';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

export const ZONE = 'America/Sao_Paulo';

/** A Monday at least a week ahead on the establishment's clock (default hours: open 08:00-18:00). */
export function futureMonday(weeksAhead = 1): string {
  let d = dayjs()
    .tz(ZONE)
    .add(weeksAhead * 7, 'day');
  while (d.day() !== 1) d = d.add(1, 'day');
  return d.format('YYYY-MM-DD');
}

export async function insertClient(db: DataSource, establishmentId: number, name = 'Cliente Teste'): Promise<number> {
  const [row] = await db.query(`INSERT INTO clients (establishment_id, name, phone, email) VALUES ($1, $2, '11999998888', 'cliente@teste.com') RETURNING id`, [
    establishmentId,
    name,
  ]);
  return row.id;
}

export async function insertStaff(db: DataSource, establishmentId: number, name = 'Bruna Profissional'): Promise<number> {
  const [row] = await db.query(`INSERT INTO staff (establishment_id, name, role, commission_rate) VALUES ($1, $2, 'Cabeleireira', 30) RETURNING id`, [
    establishmentId,
    name,
  ]);
  return row.id;
}

export async function createService(
  client: ApiClient,
  staffIds: number[],
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; price: string; duration: number }> {
  const res = await client.post('/api/services', {
    name: 'Corte Feminino',
    duration: 60,
    price: '80.00',
    category: 'Cabelo',
    staffIds: staffIds.map(String),
    description: null,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`serviço: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface AgendaTenant extends Tenant {
  staffId: number;
  serviceId: number;
  clientId: number;
  staffLogin: Awaited<ReturnType<typeof createStaffLogin>>;
}

/** An establishment with a staff login, a 60-minute service they perform and a client. */
export async function agendaTenant(base: string, db: DataSource, plan: PlanName = 'Expert'): Promise<AgendaTenant> {
  const tenant = await createTenant(base, db, plan);
  const staffLogin = await createStaffLogin(base, db, tenant.establishmentId);
  const service = await createService(tenant.client, [staffLogin.staffId]);
  const clientId = await insertClient(db, tenant.establishmentId);
  return { ...tenant, staffLogin, staffId: staffLogin.staffId, serviceId: service.id, clientId };
}

export function booking(t: AgendaTenant, date: string, time: string, extra: Record<string, unknown> = {}) {
  return {
    clientId: t.clientId,
    serviceId: t.serviceId,
    staffId: t.staffId,
    appointmentDate: date,
    appointmentTime: time,
    notes: null,
    establishmentId: t.establishmentId,
    ...extra,
  };
}

/**
 * The API's injected clock (TEST_CLOCK_FILE) for a suite: completing is refused before an appointment's start
 * (docs/product/states.md, 'Completing'), so suites that complete the future appointments they book do it `during` a "now" moved ahead.
 * Every rule reads that one clock (docs/architecture.md, 'One clock'): outside `during` the file is empty and
 * the API runs on the real time, so booking rules and today's cards see today.
 */
export function laterClock(daysAhead = 60): { file: string; set(iso: string | null): void; during<T>(act: () => Promise<T>): Promise<T> } {
  const file = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');
  const set = (iso: string | null) => writeFileSync(file, iso ?? '');
  set(null);
  const during = async <T>(act: () => Promise<T>): Promise<T> => {
    set(dayjs().add(daysAhead, 'day').toISOString());
    try {
      return await act();
    } finally {
      set(null);
    }
  };
  return { file, set, during };
}
