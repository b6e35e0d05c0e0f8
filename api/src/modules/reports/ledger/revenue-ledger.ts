import type { CheckoutDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import { writeAtCommit } from '../../../platform/database/commit-writes';
import { independentReads } from '../../../platform/database/transaction';
import { closedItems } from '../../checkouts/checkout-math';
import { closingEntries, refundEntries, type LedgerCheckout, type MethodEntry, type RevenueEntry } from './revenue-entries';
import { INSERT_ENTRIES, INSERT_METHODS, LEDGER_CHECKOUTS, LEDGER_ITEMS, LEDGER_PAYMENTS, LEDGER_REFUNDS } from './revenue-ledger.sql';

type Db = Pick<EntityManager, 'query'>;

/** What a line belongs to: its comanda and the comanda's client, its refund (null: the closing), its instant. */
export interface LineOf {
  checkoutId: number;
  clientId: number | null;
  refundId: number | null;
  at: Date;
}

/** Lines of several comandas. */
export class LedgerBatch {
  readonly entries: (RevenueEntry & LineOf)[] = [];
  readonly methods: (MethodEntry & LineOf)[] = [];

  add(of: LineOf, lines: { entries: RevenueEntry[]; methods: MethodEntry[] }): void {
    for (const e of lines.entries) this.entries.push({ ...e, ...of });
    for (const m of lines.methods) this.methods.push({ ...m, ...of });
  }

  /** The two inserts as [sql, values]; an empty list is left out. */
  statements(establishmentId: number): { name: string; sql: string; values: unknown[] }[] {
    const e = this.entries;
    const m = this.methods;
    const out: { name: string; sql: string; values: unknown[] }[] = [];
    if (e.length)
      out.push({
        name: 'revenue_entries_insert',
        sql: INSERT_ENTRIES,
        values: [
          establishmentId,
          e.map((x) => x.checkoutId),
          e.map((x) => x.refundId),
          e.map((x) => x.at),
          e.map((x) => x.type),
          e.map((x) => x.staffId),
          e.map((x) => x.serviceId),
          e.map((x) => x.name),
          e.map((x) => x.gross),
          e.map((x) => x.discount),
          e.map((x) => x.tip),
          e.map((x) => x.fee),
          e.map((x) => x.counts),
          e.map((x) => x.clientId),
        ],
      });
    if (m.length)
      out.push({
        name: 'revenue_method_entries_insert',
        sql: INSERT_METHODS,
        values: [
          establishmentId,
          m.map((x) => x.checkoutId),
          m.map((x) => x.refundId),
          m.map((x) => x.at),
          m.map((x) => x.method),
          m.map((x) => x.amount),
          m.map((x) => x.fee),
          m.map((x) => x.counts),
        ],
      });
    return out;
  }

  /** Written with the transaction's commit (nothing in it reads them back: docs/architecture.md, 'Round trips'). */
  async writeAtCommit(tx: EntityManager, establishmentId: number): Promise<void> {
    for (const s of this.statements(establishmentId)) await writeAtCommit(tx, s);
  }

  async write(db: Db, establishmentId: number): Promise<void> {
    for (const s of this.statements(establishmentId)) await db.query(s.sql, s.values);
  }
}

interface StoredRefund {
  id: number;
  checkoutId: number;
  fee: number;
  debt: number;
  methods: Record<string, number>;
  at: Date;
}

interface StoredCheckout {
  id: number;
  clientId: number | null;
  status: string;
  closedAt: Date;
  ledger: LedgerCheckout;
  refunds: StoredRefund[];
}

const grouped = <T extends { checkoutId: number }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.checkoutId, [...(out.get(r.checkoutId) ?? []), r]);
  return out;
};

type LedgerItemRow = { checkoutId: number; id: number; quantity: number; unitPrice: number; discount: number; refundId: number | null; kept: number };
type LedgerPaymentRow = { checkoutId: number; method: string; amount: number; fee: number };

/** Closed or refunded comandas of an establishment as the ledger needs them (their items priced by closedItems). */
async function loadCheckouts(db: Db, establishmentId: number, afterId: number, limit: number, ids: number[] | null): Promise<StoredCheckout[]> {
  const checkouts: { id: number; clientId: number | null; status: string; discount: number; tip: number; tipStaffId: number | null; closedAt: Date }[] =
    await db.query(LEDGER_CHECKOUTS, [establishmentId, afterId, limit, ids]);
  if (checkouts.length === 0) return [];
  const list = checkouts.map((c) => c.id);
  const [items, payments, refunds] = await independentReads<[LedgerItemRow[], LedgerPaymentRow[], StoredRefund[]]>(
    db,
    () => db.query(LEDGER_ITEMS, [list]),
    () => db.query(LEDGER_PAYMENTS, [list]),
    () => db.query(LEDGER_REFUNDS, [list]),
  );
  const itemsOf = grouped(items);
  const paymentsOf = grouped(payments);
  const refundsOf = grouped(refunds);
  return checkouts.map((c) => {
    const its = itemsOf.get(c.id) ?? [];
    const pays = paymentsOf.get(c.id) ?? [];
    const dto = { items: its.map((i) => ({ ...i, total: i.quantity * i.unitPrice - i.discount })), discount: c.discount, payments: pays };
    const priced = closedItems(dto as unknown as Pick<CheckoutDto, 'items' | 'discount' | 'payments'>);
    return {
      id: c.id,
      clientId: c.clientId,
      status: c.status,
      closedAt: c.closedAt,
      ledger: {
        items: priced.map((p, n) => ({ ...p, refundId: its[n]!.refundId, kept: its[n]!.kept })),
        tip: { amount: c.tip, staffId: c.tipStaffId },
        payments: pays.map((p) => ({ method: p.method, amount: p.amount, fee: p.fee })),
      },
      refunds: refundsOf.get(c.id) ?? [],
    };
  });
}

/** The ledger lines of a comanda's last refund, written with the refund's commit. */
export async function recordRefund(tx: EntityManager, establishmentId: number, checkoutId: number, last: boolean): Promise<void> {
  const [c] = await loadCheckouts(tx, establishmentId, 0, 1, [checkoutId]);
  const r = c?.refunds.at(-1);
  if (!c || !r) return;
  const batch = new LedgerBatch();
  batch.add({ checkoutId: c.id, clientId: c.clientId, refundId: r.id, at: r.at }, refundEntries(c.ledger, { ...r, last }));
  await batch.writeAtCommit(tx, establishmentId);
}

const BATCH = 2000;

/**
 * Writes the ledger of an establishment again from its comandas (a migration's backfill, the demo and bench seeds
 * that write comandas as rows): its lines are deleted, then every closed or refunded comanda's closing and refunds
 * written in batches. Run it in a transaction so a report never sees half of it.
 */
export async function rebuildRevenueLedger(db: Db, establishmentId: number): Promise<number> {
  await db.query(`DELETE FROM revenue_entries WHERE establishment_id = $1`, [establishmentId]);
  await db.query(`DELETE FROM revenue_method_entries WHERE establishment_id = $1`, [establishmentId]);
  let afterId = 0;
  let count = 0;
  for (;;) {
    const checkouts = await loadCheckouts(db, establishmentId, afterId, BATCH, null);
    if (checkouts.length === 0) return count;
    const batch = new LedgerBatch();
    for (const c of checkouts) {
      batch.add({ checkoutId: c.id, clientId: c.clientId, refundId: null, at: c.closedAt }, closingEntries(c.ledger));
      c.refunds.forEach((r, n) => {
        const last = c.status === 'refunded' && n === c.refunds.length - 1;
        batch.add({ checkoutId: c.id, clientId: c.clientId, refundId: r.id, at: r.at }, refundEntries(c.ledger, { ...r, last }));
      });
    }
    await batch.write(db, establishmentId);
    count += checkouts.length;
    afterId = checkouts.at(-1)!.id;
  }
}

/** Every establishment's ledger again; the number of comandas written. */
export async function rebuildAllRevenueLedgers(db: Db): Promise<number> {
  const ids: { id: number }[] = await db.query(`SELECT DISTINCT establishment_id AS id FROM checkouts WHERE status IN ('closed', 'refunded') ORDER BY 1`);
  let count = 0;
  for (const { id } of ids) count += await rebuildRevenueLedger(db, id);
  return count;
}
