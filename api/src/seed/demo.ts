import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword, randomToken } from '../platform/auth/tokens';
import { seedLoyaltyDemo } from '../modules/loyalty/loyalty.demo';
import { seedAgendaDemo } from '../modules/appointments/agenda.demo';
import { seedFinancesDemo } from '../modules/finances/finances.demo';
import { seedProductsDemo } from '../modules/products/products.demo';
import { seedCashSessionsDemo } from '../modules/cash-sessions/cash-sessions.demo';
import { seedCheckoutsDemo } from '../modules/checkouts/checkouts.demo';
import { seedCustomReportsDemo } from '../modules/custom-reports/custom-reports.demo';
import { seedReportsDemo } from '../modules/reports/reports.demo';
import { rebuildRevenueLedger } from '../modules/reports/ledger/revenue-ledger';

export const DEMO = {
  establishment: 'Studio Bela Demo',
  admin: { email: 'admin@salao.demo', password: 'salao123', name: 'Beatriz Almeida' },
  staff: { email: 'ana@salao.demo', password: 'salao123', name: 'Ana Souza', role: 'Cabeleireira' },
} as const;

/**
 * Demo establishment on plan Expert with an admin and a staff login. Later domains add their rows
 * through DEMO_SEEDERS (services, clients, appointments around today, products, transactions).
 */
/** Seeders run inside the seeding transaction: rows they write may reference the uncommitted establishment. */
export type DemoSeeder = (db: EntityManager, ids: { establishmentId: number; staffIds: number[] }) => Promise<void>;
export const DEMO_SEEDERS: DemoSeeder[] = [];

/** Seeds only an empty database; answers whether it did. */
export async function seedDemo(db: DataSource, options: { force?: boolean } = {}): Promise<boolean> {
  const existing: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM establishments`);
  if (!options.force && existing[0]!.count > 0) return false;
  return (await insertDemo(db, DEMO.admin.email, DEMO.staff.email)) !== null;
}

export interface DemoTenant {
  establishmentId: number;
  slug: string;
  admin: { email: string; password: string };
  staff: { email: string; password: string };
}

/**
 * One more copy of the demo establishment beside the others, its logins named by `tag`
 * (admin.<tag>@salao.demo, ana.<tag>@salao.demo): each end-to-end spec works on its own (docs/testing.md).
 */
export async function seedDemoTenant(db: DataSource, tag: string): Promise<DemoTenant | null> {
  if (!/^[a-z0-9-]{1,40}$/.test(tag)) throw new Error('O nome do inquilino usa só letras minúsculas, números e hífens (até 40).');
  const admin = { email: `admin.${tag}@salao.demo`, password: DEMO.admin.password };
  const staff = { email: `ana.${tag}@salao.demo`, password: DEMO.staff.password };
  const id = await insertDemo(db, admin.email, staff.email);
  if (id === null) return null;
  const [row] = await db.query(`SELECT slug FROM establishments WHERE id = $1`, [id]);
  return { establishmentId: id, slug: row.slug, admin, staff };
}

/** The demo establishment with its two logins; null when either e-mail is taken. */
async function insertDemo(db: DataSource, adminEmail: string, staffEmail: string): Promise<number | null> {
  const taken = await db.query(`SELECT 1 FROM users WHERE lower(email) IN ($1, $2)`, [adminEmail, staffEmail]);
  if (taken.length > 0) return null;
  const passwordHash = await hashPassword(DEMO.admin.password);
  const staffHash = DEMO.staff.password === DEMO.admin.password ? passwordHash : await hashPassword(DEMO.staff.password);
  return db.transaction(async (tx) => {
    const [est] = await tx.query(
      `INSERT INTO establishments (name, owner_name, email, phone, whatsapp_number, segment, address, plan, api_key)
       VALUES ($1, $2, $3, '11987654321', '11987654321', 'salon', 'Rua das Flores, 123 - Centro, São Paulo - SP', 'Expert', $4) RETURNING id`,
      [DEMO.establishment, DEMO.admin.name, 'contato@salao.demo', randomToken()],
    );
    await tx.query(`INSERT INTO users (establishment_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, 'admin')`, [
      est.id,
      DEMO.admin.name,
      adminEmail,
      passwordHash,
    ]);
    const [ana] = await tx.query(
      `INSERT INTO staff (establishment_id, name, role, phone, email, has_system_access, salary_amount, commission_rate)
       VALUES ($1, $2, $3, '11912345678', $4, true, 1500.00, 30.00) RETURNING id`,
      [est.id, DEMO.staff.name, DEMO.staff.role, staffEmail],
    );
    const [carla] = await tx.query(
      `INSERT INTO staff (establishment_id, name, role, phone, email, has_system_access, commission_rate)
       VALUES ($1, 'Carla Mendes', 'Manicure', '11923456789', 'carla@salao.demo', false, 40.00) RETURNING id`,
      [est.id],
    );
    await tx.query(`INSERT INTO users (establishment_id, staff_id, name, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, 'staff')`, [
      est.id,
      ana.id,
      DEMO.staff.name,
      staffEmail,
      staffHash,
    ]);
    for (const seeder of DEMO_SEEDERS) await seeder(tx, { establishmentId: est.id, staffIds: [ana.id, carla.id] });
    return est.id as number;
  });
}

// Agenda first: services, clients and appointments that the later seeders build on.
DEMO_SEEDERS.push(seedAgendaDemo);
// Stock and money: products with their past sales, and 60 days of movements of every category.
DEMO_SEEDERS.push(seedProductsDemo, seedFinancesDemo);
// The cash drawers of the month before today, each closed with its count.
DEMO_SEEDERS.push(seedCashSessionsDemo);
// A month of closed comandas (split payments, tips, card fees, one refund), selling some of those products.
DEMO_SEEDERS.push(seedCheckoutsDemo);
// Three saved custom reports over those comandas (plan Expert, like the demo).
DEMO_SEEDERS.push(seedCustomReportsDemo);
// Loyalty runs after every other seeder: it credits points for the demo's completed appointments.
DEMO_SEEDERS.push(seedLoyaltyDemo);
// Five months of history before the agenda's two weeks, for the reports; after loyalty, so its points stay as they were.
DEMO_SEEDERS.push(seedReportsDemo);
// The comandas above are written as rows, not closed through the API: the revenue ledger is written from them.
DEMO_SEEDERS.push(async (db, { establishmentId }) => void (await rebuildRevenueLedger(db, establishmentId)));
