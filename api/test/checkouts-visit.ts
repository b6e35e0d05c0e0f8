import { dayjs } from '@salao/contracts';
import { createService, insertClient, insertStaff } from './agenda-fixtures';
import type { TestApp } from './support/app';
import type { Tenant } from './support/factories';

/** A fresh Idempotency-Key header. */
export const key = () => ({ 'Idempotency-Key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` });

/** The establishment's transactions, as [type, category, payment method, amount]. */
export const money = async (t: TestApp, e: number) =>
  t.db.query(`SELECT type, category, payment_method AS method, amount::text AS amount FROM transactions WHERE establishment_id = $1 ORDER BY id`, [e]);

/** Incomes less expenses of the establishment, in cents. */
export const net = async (t: TestApp, e: number): Promise<number> =>
  (
    await t.db.query(
      `SELECT coalesce(sum(CASE WHEN type = 'income' THEN amount ELSE -amount END) * 100, 0)::int AS n FROM transactions WHERE establishment_id = $1`,
      [e],
    )
  )[0].n;

/** Two professionals, two past appointments (R$ 80,00 and R$ 50,00) of one client, two products. */
export async function checkoutVisit(t: TestApp, owner: Tenant) {
  const e = owner.establishmentId;
  const ana = await insertStaff(t.db, e, 'Ana');
  const bia = await insertStaff(t.db, e, 'Bia');
  const corte = await createService(owner.client, [ana], { name: 'Corte', price: '80.00' });
  const escova = await createService(owner.client, [bia], { name: 'Escova', price: '50.00' });
  const clientId = await insertClient(t.db, e, 'Maria Cliente');
  const start = dayjs().subtract(2, 'hour');
  const [a1] = await t.db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
     VALUES ($1, $2, $3, $4, $5, $6, 60, 80, 'confirmed') RETURNING id`,
    [e, clientId, corte.id, ana, start.toISOString(), start.add(1, 'hour').toISOString()],
  );
  const [a2] = await t.db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
     VALUES ($1, $2, $3, $4, $5, $6, 60, 50, 'confirmed') RETURNING id`,
    [e, clientId, escova.id, bia, start.toISOString(), start.add(1, 'hour').toISOString()],
  );
  const shampoo = await owner.client.post('/api/products', { name: 'Shampoo', category: 'Cabelo', price: '35.10', currentStock: 3, minStock: 0 });
  const mascara = await owner.client.post('/api/products', { name: 'Máscara', category: 'Cabelo', price: '20.00', currentStock: 5, minStock: 0 });
  return {
    ana,
    bia,
    corte,
    escova,
    clientId,
    a1: a1.id as number,
    a2: a2.id as number,
    shampoo: shampoo.body.id as number,
    mascara: mascara.body.id as number,
  };
}
