import type { PlanName } from '@salao/contracts';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/platform/auth/tokens';
import { ApiClient } from './client';

let seq = 0;
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function registrationPayload(overrides: { establishment?: Record<string, unknown>; user?: Record<string, unknown> } = {}) {
  const email = `${unique('dono')}@teste.com`;
  return {
    establishment: {
      name: 'Salão Teste',
      ownerName: 'Maria Teste',
      email,
      phone: '(11) 98765-4321',
      whatsappNumber: '11987654321',
      segment: 'salon',
      address: 'Rua Teste, 100 - Centro',
      logo: '',
      ...overrides.establishment,
    },
    user: { name: 'Maria Teste', email, password: 'segredo123', ...overrides.user },
  };
}

export interface Tenant {
  establishmentId: number;
  admin: { id: number; email: string; password: string };
  client: ApiClient;
}

/** A new establishment registered through the API, with its admin logged in; optionally moved to a plan. */
export async function createTenant(base: string, db: DataSource, plan: PlanName = 'Base'): Promise<Tenant> {
  const client = new ApiClient(base);
  const payload = registrationPayload();
  const res = await client.post('/api/register/establishment', payload);
  if (res.status !== 201) throw new Error(`cadastro falhou: ${res.status} ${JSON.stringify(res.body)}`);
  const establishmentId = res.body.user.establishmentId as number;
  if (plan !== 'Base') await db.query(`UPDATE establishments SET plan = $2 WHERE id = $1`, [establishmentId, plan]);
  await client.login(payload.user.email, payload.user.password);
  return { establishmentId, admin: { id: res.body.user.id, email: payload.user.email, password: payload.user.password }, client };
}

/** A staff member with a login (role staff) in the tenant; the staff CRUD API arrives with the agenda. */
export async function createStaffLogin(base: string, db: DataSource, establishmentId: number, name = 'Ana Colaboradora') {
  const email = `${unique('staff')}@teste.com`;
  const password = 'segredo123';
  const [staff] = await db.query(
    `INSERT INTO staff (establishment_id, name, role, email, has_system_access, commission_rate) VALUES ($1, $2, 'Cabeleireira', $3, true, 30) RETURNING id`,
    [establishmentId, name, email],
  );
  const [user] = await db.query(
    `INSERT INTO users (establishment_id, staff_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, 'staff') RETURNING id`,
    [establishmentId, staff.id, name, email, await hashPassword(password)],
  );
  const client = new ApiClient(base);
  await client.login(email, password);
  return { staffId: staff.id as number, userId: user.id as number, email, password, client };
}
