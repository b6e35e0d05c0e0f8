import { createService, insertClient, insertStaff, laterClock } from './agenda-fixtures';
import { key } from './checkouts-visit';
import type { TestApp } from './support/app';
import type { Tenant } from './support/factories';

export { key };

/** The clock every reports suite moves: close and refund comandas on chosen days (docs/architecture.md, 'One clock'). */
export const reportsClock = laterClock();

/** Runs `act` with the API's "now" at `iso`, then back to the real time. */
export async function at<T>(iso: string, act: () => Promise<T>): Promise<T> {
  reportsClock.set(iso);
  try {
    return await act();
  } finally {
    reportsClock.set(null);
  }
}

/**
 * The revenue set (docs/product/reports.md; every figure computed by hand in reports-revenue.e2e-spec.ts), São Paulo time:
 * A closed 2026-10-05: Corte (Ana) 8000 + Escova (Bia) 5000, discount 1300 (shared 800, 500), tip 1000 to Ana, PIX 12700
 *   at 0.99 % = fee 126 (shared 78, 48); the Escova refunded on 2026-11-03.
 * B closed 2026-10-20: Shampoo (Ana) 3510 less 510 on the item, cash 3000.
 * C closed 2026-09-28: Corte (Bia) 8000 in cash (the previous period).
 * An appointment of Carla completed without a comanda on 2026-10-10: R$ 60,00 income.
 */
export async function revenueSet(t: TestApp, owner: Tenant) {
  const e = owner.establishmentId;
  const ana = await insertStaff(t.db, e, 'Ana');
  const bia = await insertStaff(t.db, e, 'Bia');
  const carla = await insertStaff(t.db, e, 'Carla');
  const corte = await createService(owner.client, [ana, bia], { name: 'Corte', price: '80.00', category: 'Cabelo' });
  const escova = await createService(owner.client, [bia], { name: 'Escova', price: '50.00', category: 'Cabelo' });
  const manicure = await createService(owner.client, [carla], { name: 'Manicure', price: '60.00', category: 'Unhas' });
  const shampoo = (
    await owner.client.post('/api/products', { name: 'Shampoo', category: 'Cabelo', price: '35.10', cost: '20.00', currentStock: 5, minStock: 0 })
  ).body.id;
  const clientId = await insertClient(t.db, e, 'Maria Cliente');
  await owner.client.put('/api/payment-methods', {
    methods: [
      { method: 'pix', active: true, feePercent: 0.99, fixedFee: 0, receiptDays: 0 },
      { method: 'dinheiro', active: true, feePercent: 0, fixedFee: 0, receiptDays: 0 },
    ],
  });
  const close = async (iso: string, body: Record<string, unknown>, payments: { method: string; amount: number }[]) =>
    at(iso, async () => {
      const c = await owner.client.post('/api/checkouts', { clientId, ...body }, key());
      if (c.status !== 201) throw new Error(`comanda: ${c.status} ${JSON.stringify(c.body)}`);
      for (const p of payments) await owner.client.post(`/api/checkouts/${c.body.id}/payments`, p, key());
      const closed = await owner.client.post(`/api/checkouts/${c.body.id}/close`, {}, key());
      if (closed.status !== 200) throw new Error(`fechar: ${closed.status} ${JSON.stringify(closed.body)}`);
      return closed.body as { id: number; items: { id: number; name: string }[] };
    });
  const a = await close(
    '2026-10-05T15:00:00Z',
    {
      items: [
        { type: 'service', serviceId: corte.id, staffId: ana },
        { type: 'service', serviceId: escova.id, staffId: bia },
      ],
      discount: 1300,
      tip: { amount: 1000, staffId: ana },
    },
    [{ method: 'pix', amount: 12700 }],
  );
  await close('2026-10-20T13:00:00Z', { items: [{ type: 'product', productId: shampoo, staffId: ana, discount: 510 }] }, [
    { method: 'dinheiro', amount: 3000 },
  ]);
  await close('2026-09-28T13:00:00Z', { items: [{ type: 'service', serviceId: corte.id, staffId: bia }] }, [{ method: 'dinheiro', amount: 8000 }]);
  const [appt] = await t.db.query(
    `INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status, completed_at)
     VALUES ($1, $2, $3, $4, '2026-10-10T16:00:00Z', '2026-10-10T17:00:00Z', 60, 60, 'completed', '2026-10-10T17:00:00Z') RETURNING id`,
    [e, clientId, manicure.id, carla],
  );
  await t.db.query(
    `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date, staff_id, client_id, appointment_id)
     VALUES ($1, 'income', 60, 'Manicure', 'Serviços Realizados', '2026-10-10T17:00:00Z', $2, $3, $4)`,
    [e, carla, clientId, appt.id],
  );
  const escovaItem = a.items.find((i) => i.name === 'Escova')!.id;
  const refundEscova = () =>
    at('2026-11-03T14:00:00Z', async () => {
      const r = await owner.client.post(`/api/checkouts/${a.id}/refund`, { reason: 'Refeita', itemIds: [escovaItem] }, key());
      if (r.status !== 200) throw new Error(`estorno: ${r.status} ${JSON.stringify(r.body)}`);
    });
  return { ana, bia, carla, corte, escova, manicure, shampoo, clientId, refundEscova };
}

/** Σ incomes − Σ expenses and the sums per category of GET /api/transactions for a month, in cents. */
export async function ledger(owner: Tenant, month: string) {
  const page = await owner.client.get(`/api/transactions?month=${month}&limit=100`);
  const rows = page.body.transactions as { type: string; amount: string; category: string }[];
  const c = (s: string) => Math.round(Number(s) * 100);
  const by = (type: string, category?: string) =>
    rows.filter((r) => r.type === type && (!category || r.category === category)).reduce((a, r) => a + c(r.amount), 0);
  return { income: by('income'), expense: by('expense'), by };
}
