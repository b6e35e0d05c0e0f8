import { EXPENSE_CATEGORY_COMMISSIONS, fromCents, type CommissionBase } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { localDate, localInstant } from '../../platform/time/wall-clock';
import type { ClosedCheckoutItem } from '../../platform/hooks/domain-events';
import { addDays } from '../checkouts/checkout-math';
import { commissionBase, commissionCents, commissionPercent } from './commission-math';
import { br } from './commissions.service';

type Db = Pick<EntityManager, 'query'>;

const DAY = 86_400_000;
/** The earlier period paid out: the demo month's first half, 30 to 16 days ago (the refund falls after it). */
const PAYOUT_FROM_DAY = 30;
const PAYOUT_TO_DAY = 16;

/** A demo comanda as its closing priced it (checkout-math.ts, closedItems), and when it was refunded, if it was. */
export interface DemoClosedCheckout {
  id: number;
  number: number;
  at: Date;
  refundedAt: Date | null;
  tip: { amount: number; staffId: number | null };
  items: ClosedCheckoutItem[];
}

/**
 * The commission side of the demo comandas (docs/product/api.md, 'Comissões'), as CommissionsService writes it
 * on `checkout.closed` and `checkout.refunded`, with its math (commission-math.ts): the base after discounts, the
 * first service at 45 % for everyone, each product at 10 %, the second service at 50 % for the second
 * professional; else each professional's own rate. One entry per item with a professional and per tip; the
 * refunded comanda's entries reversed at the refund; the first professional's first half of the month paid out.
 */
export async function seedCommissionsDemo(
  db: Db,
  {
    establishmentId,
    zone,
    now,
    userId,
    checkouts,
    catalog,
  }: {
    establishmentId: number;
    zone: string;
    now: number;
    userId: number | null;
    checkouts: DemoClosedCheckout[];
    catalog: { services: { id: number; staffId: number }[]; products: { id: number }[] };
  },
): Promise<void> {
  const base: CommissionBase = 'desconto';
  const staff: { id: number; name: string; rate: string }[] = await db.query(
    `SELECT id, name, coalesce(commission_rate, 0)::text AS rate FROM staff WHERE establishment_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [establishmentId],
  );
  const rates: { serviceId: number | null; productId: number | null; staffId: number | null; percent: string }[] = [
    { serviceId: catalog.services[0]!.id, productId: null, staffId: null, percent: '45.00' },
    ...catalog.products.map((p) => ({ serviceId: null, productId: p.id, staffId: null, percent: '10.00' })),
  ];
  if (catalog.services.length > 1 && staff.length > 1)
    rates.push({ serviceId: catalog.services[1]!.id, productId: null, staffId: staff[1]!.id, percent: '50.00' });
  await db.query(`INSERT INTO commission_settings (establishment_id, base) VALUES ($1, $2)`, [establishmentId, base]);
  await db.query(
    `INSERT INTO commission_rates (establishment_id, service_id, product_id, staff_id, percent)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::numeric[])`,
    [establishmentId, ...(['serviceId', 'productId', 'staffId', 'percent'] as const).map((k) => rates.map((r) => r[k]))],
  );
  const percentFor = (staffId: number, item: { serviceId: number | null; productId: number | null }) =>
    commissionPercent(rates, staff.find((s) => s.id === staffId)?.rate, staffId, item);
  const entries: {
    staffId: number;
    checkoutId: number;
    itemId: number | null;
    kind: string;
    description: string;
    base: number;
    percent: string;
    amount: number;
    at: Date;
  }[] = [];
  for (const c of checkouts) {
    for (const item of c.items) {
      if (item.staffId === null) continue;
      const percent = percentFor(item.staffId, item);
      const baseAmount = commissionBase(item, base);
      entries.push({
        staffId: item.staffId,
        checkoutId: c.id,
        itemId: item.id,
        kind: 'item',
        description: `Comanda #${c.number} - ${item.quantity > 1 ? `${item.quantity}× ` : ''}${item.name}`,
        base: baseAmount,
        percent,
        amount: commissionCents(baseAmount, percent),
        at: c.at,
      });
    }
    if (c.tip.amount > 0 && c.tip.staffId !== null)
      entries.push({
        staffId: c.tip.staffId,
        checkoutId: c.id,
        itemId: null,
        kind: 'tip',
        description: `Comanda #${c.number} - Gorjeta`,
        base: c.tip.amount,
        percent: '100',
        amount: c.tip.amount,
        at: c.at,
      });
  }
  await db.query(
    `INSERT INTO commission_entries (establishment_id, staff_id, checkout_id, checkout_item_id, kind, description, base_amount, percent, amount, occurred_at)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::bigint[], $8::numeric[], $9::bigint[], $10::timestamptz[])`,
    [
      establishmentId,
      ...(['staffId', 'checkoutId', 'itemId', 'kind', 'description', 'base', 'percent', 'amount', 'at'] as const).map((k) => entries.map((e) => e[k])),
    ],
  );
  // The refund's reversals (CommissionsRepository.reverse): a negative open entry for each, at the refund.
  for (const c of checkouts.filter((x) => x.refundedAt !== null))
    await db.query(
      `INSERT INTO commission_entries (establishment_id, staff_id, checkout_id, checkout_item_id, kind, reverses_entry_id, description, base_amount, percent, amount, occurred_at)
       SELECT e.establishment_id, e.staff_id, e.checkout_id, e.checkout_item_id, 'reversal', e.id, 'Estorno: ' || e.description, -e.base_amount, e.percent, -e.amount, $3
         FROM commission_entries e WHERE e.establishment_id = $1 AND e.checkout_id = $2 ORDER BY e.id`,
      [establishmentId, c.id, c.refundedAt],
    );

  // One payout of an earlier period (CommissionsService.createPayout): the open entries become paid, their total an expense.
  const member = staff[0];
  if (!member) return;
  const from = localDate(now - PAYOUT_FROM_DAY * DAY, zone);
  const to = localDate(now - PAYOUT_TO_DAY * DAY, zone);
  const [open] = await db.query(
    `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids, coalesce(sum(amount), 0)::float8 AS total FROM commission_entries
      WHERE establishment_id = $1 AND staff_id = $2 AND status = 'open' AND occurred_at >= $3 AND occurred_at < $4`,
    [establishmentId, member.id, new Date(localInstant(from, '00:00', zone)), new Date(localInstant(addDays(to, 1), '00:00', zone))],
  );
  if (open.ids.length === 0) return;
  const at = new Date(localInstant(addDays(to, 1), '18:00', zone));
  const [{ id: transactionId }] = await db.query(
    `INSERT INTO transactions (establishment_id, type, amount, description, category, payment_method, transaction_date, created_by_user_id)
     VALUES ($1, 'expense', $2, $3, $4, NULL, $5, $6) RETURNING id`,
    [establishmentId, fromCents(open.total), `Comissões de ${member.name} (${br(from)} a ${br(to)})`, EXPENSE_CATEGORY_COMMISSIONS, at, userId],
  );
  const [{ id: payoutId }] = await db.query(
    `INSERT INTO commission_payouts (establishment_id, staff_id, period_from, period_to, total, entries, transaction_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [establishmentId, member.id, from, to, open.total, open.ids.length, transactionId, userId, at],
  );
  await db.query(`UPDATE commission_entries SET status = 'paid', payout_id = $1 WHERE id = ANY($2::int[])`, [payoutId, open.ids]);
}
