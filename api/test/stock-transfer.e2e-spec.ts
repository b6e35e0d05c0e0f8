import { randomUUID } from 'node:crypto';
import { saleExceedsStockMessage, STOCK_TRANSFER_MSG, UNIT_MSG } from '@salao/contracts';
import { ApiClient } from './support/client';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';

interface Line {
  product_id: number;
  quantity: number;
  stock_after: number;
}

/** Stock transfers between units of one network (docs/product/units.md, 'Stock transfers'). */
describe('stock transfer: units of a product sent to another unit of the network', () => {
  let t: TestApp;
  let owner: Tenant;
  let stranger: Tenant;
  let unitA: number;
  let unitB: number;
  /** The owner's second session, acting in unit B. */
  let ownerInB: ApiClient;

  const product = async (client: ApiClient, name: string, currentStock: number) => {
    const res = await client.post('/api/products', { name, category: 'Cabelo', brand: 'Marca X', price: '49.90', cost: '20.00', currentStock, minStock: 2 });
    expect(res.status).toBe(201);
    return res.body as { id: number; version: number; currentStock: number };
  };
  const transfer = (client: ApiClient, id: number, body: object, headers?: Record<string, string>) =>
    client.post(`/api/products/${id}/transfer`, body, headers);
  /** The live products of a unit with this name (case-insensitive). */
  const named = (establishmentId: number, name: string): Promise<{ id: number; current_stock: number }[]> =>
    t.db.query(`SELECT id, current_stock FROM products WHERE establishment_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL ORDER BY id`, [
      establishmentId,
      name,
    ]);
  /** The network's stock of a product: the sum over both units. */
  const networkTotal = async (name: string) => (await named(unitA, name)).concat(await named(unitB, name)).reduce((n, p) => n + p.current_stock, 0);
  /** Everything a transfer writes, in both units (and the stranger's): products, stock, ledger lines, audit rows. */
  const digest = () =>
    t.db.query(
      `SELECT e.id, (SELECT count(*)::int FROM products p WHERE p.establishment_id = e.id) AS products,
              (SELECT coalesce(sum(current_stock), 0)::int FROM products p WHERE p.establishment_id = e.id) AS stock,
              (SELECT count(*)::int FROM stock_movements m WHERE m.establishment_id = e.id) AS lines,
              (SELECT count(*)::int FROM audit_log a WHERE a.establishment_id = e.id) AS audit
         FROM establishments e WHERE e.id = ANY($1::int[]) ORDER BY e.id`,
      [[unitA, unitB, stranger.establishmentId]],
    );
  /** Each product's ledger chains (every stock_after is the previous plus its quantity) and sums to its stock. */
  const expectChained = async (productId: number) => {
    const lines: Line[] = await t.db.query(`SELECT product_id, quantity, stock_after FROM stock_movements WHERE product_id = $1 ORDER BY created_at, id`, [
      productId,
    ]);
    let stock = 0;
    for (const line of lines) {
      stock += line.quantity;
      expect(line.stock_after).toBe(stock);
    }
    const [row] = await t.db.query(`SELECT current_stock FROM products WHERE id = $1`, [productId]);
    expect(stock).toBe(row.current_stock);
  };

  beforeAll(async () => {
    t = await startApp();
    owner = await createTenant(t.url, t.db, 'Expert');
    stranger = await createTenant(t.url, t.db, 'Expert');
    unitA = owner.establishmentId;
    const made = await owner.client.post('/api/units', { name: 'Unidade Centro' });
    if (made.status !== 201) throw new Error(`unidade: ${made.status}`);
    unitB = made.body.id;
    ownerInB = new ApiClient(t.url);
    await ownerInB.login(owner.admin.email, owner.admin.password);
    if ((await ownerInB.post('/api/session/unit', { establishmentId: unitB })).status !== 200) throw new Error('troca de unidade falhou');
  }, 60000);
  afterAll(() => t.close());

  it('moves the units in one go: the product is created there when missing, the network total holds, both histories say where', async () => {
    const p = await product(owner.client, 'Shampoo Hidratante', 10);
    expect(await named(unitB, 'Shampoo Hidratante')).toEqual([]);
    const before = await networkTotal('Shampoo Hidratante');

    const res = await transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 3, reason: 'Reposição da filial' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, name: 'Shampoo Hidratante', currentStock: 7, version: p.version + 1 });
    expect(await networkTotal('Shampoo Hidratante')).toBe(before);

    // Unit B has it now, with the source's fields and the 3 units.
    const there = (await ownerInB.get('/api/products')).body.find((x: { name: string }) => x.name === 'Shampoo Hidratante');
    expect(there).toMatchObject({ category: 'Cabelo', brand: 'Marca X', price: '49.90', cost: '20.00', minStock: 2, currentStock: 3 });

    const here = (await owner.client.get(`/api/products/${p.id}/movements`)).body.movements[0];
    expect(here).toMatchObject({
      kind: 'transferencia',
      kindLabel: 'Transferência para Unidade Centro',
      quantity: -3,
      stockAfter: 7,
      reason: 'Reposição da filial',
    });
    expect(here.transferUnit).toBe('Unidade Centro');
    const came = (await ownerInB.get(`/api/products/${there.id}/movements`)).body;
    expect(came.total).toBe(1);
    expect(came.movements[0]).toMatchObject({
      kind: 'transferencia',
      kindLabel: 'Transferência de Salão Teste',
      quantity: 3,
      stockAfter: 3,
      userName: 'Maria Teste',
    });

    // One transfer id shared by the pair, each line naming the other unit.
    const pair = await t.db.query(
      `SELECT establishment_id AS e, transfer_unit_id AS other, transfer_id::text AS id FROM stock_movements WHERE product_id = ANY($1::int[]) AND kind = 'transferencia' ORDER BY id`,
      [[p.id, there.id]],
    );
    expect(pair.map((r: { e: number; other: number }) => [r.e, r.other])).toEqual([
      [unitA, unitB],
      [unitB, unitA],
    ]);
    expect(pair[0].id).toBe(pair[1].id);
    await expectChained(p.id);
    await expectChained(there.id);

    // Audited in both units.
    const audit = await t.db.query(
      `SELECT establishment_id AS e, entity_id AS id, action FROM audit_log WHERE entity = 'product' AND entity_id = ANY($1::int[]) ORDER BY id`,
      [[p.id, there.id]],
    );
    expect(audit.map((r: { e: number; id: number; action: string }) => [r.e, r.id, r.action])).toEqual([
      [unitA, p.id, 'create'],
      [unitA, p.id, 'transfer'],
      [unitB, there.id, 'create'],
      [unitB, there.id, 'transfer'],
    ]);

    // Back the other way, onto the same product (no second one), and a name differing only in case is the same product.
    expect((await transfer(ownerInB, there.id, { toEstablishmentId: unitA, quantity: 1 })).body).toMatchObject({ currentStock: 2 });
    expect((await named(unitA, 'Shampoo Hidratante')).map((x) => x.current_stock)).toEqual([8]);
    const upper = await product(ownerInB, 'CONDICIONADOR', 0);
    const lower = await product(owner.client, 'Condicionador', 4);
    expect((await transfer(owner.client, lower.id, { toEstablishmentId: unitB, quantity: 4 })).body.currentStock).toBe(0);
    expect(await named(unitB, 'condicionador')).toEqual([{ id: upper.id, current_stock: 4 }]);
  });

  it('more than the stock here: 409 with the stock message, and nothing written (not even the product there)', async () => {
    const p = await product(owner.client, 'Máscara Capilar', 2);
    const before = await digest();
    const res = await transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 3 });
    expect([res.status, res.body]).toEqual([409, { message: saleExceedsStockMessage(3, 2) }]);
    expect(await digest()).toEqual(before);
    expect(await named(unitB, 'Máscara Capilar')).toEqual([]);
  });

  it("another network's unit, a unit that is not there, this same unit or bad input: refused, nothing written", async () => {
    const p = await product(owner.client, 'Óleo Reparador', 5);
    const before = await digest();
    for (const toEstablishmentId of [stranger.establishmentId, 99999999]) {
      const res = await transfer(owner.client, p.id, { toEstablishmentId, quantity: 1 });
      expect([res.status, res.body]).toEqual([403, { message: UNIT_MSG.forbidden }]);
    }
    expect((await transfer(owner.client, p.id, { toEstablishmentId: unitA, quantity: 1 })).body).toEqual({ message: STOCK_TRANSFER_MSG.sameUnit });
    for (const body of [
      { toEstablishmentId: unitB, quantity: 0 },
      { toEstablishmentId: unitB, quantity: 1.5 },
      { quantity: 1 },
      { toEstablishmentId: 'x', quantity: 1 },
    ]) {
      const res = await transfer(owner.client, p.id, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    // The stranger's own product to the owner's unit: not hers to act in.
    const hers = await product(stranger.client, 'Óleo Reparador', 5);
    expect((await transfer(stranger.client, hers.id, { toEstablishmentId: unitB, quantity: 1 })).status).toBe(403);
    // Someone else's product id: 404, as any other route.
    expect((await transfer(owner.client, hers.id, { toEstablishmentId: unitB, quantity: 1 })).status).toBe(404);
    // The stranger's product was created above; nothing of the owner's units moved.
    const ours = (rows: { id: number }[]) => rows.filter((r) => r.id !== stranger.establishmentId);
    expect(ours(await digest())).toEqual(ours(before));
  });

  it('a manager of this unit without access to the other: 403; with a staff membership there still 403; as its manager it moves', async () => {
    const login = await createStaffLogin(t.url, t.db, unitA, 'Gerente A');
    await t.db.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [login.userId]);
    const manager = new ApiClient(t.url);
    await manager.login(login.email, login.password);
    const p = await product(manager, 'Tônico Capilar', 6);
    const before = await digest();
    const refused = await transfer(manager, p.id, { toEstablishmentId: unitB, quantity: 1 });
    expect([refused.status, refused.body]).toEqual([403, { message: UNIT_MSG.forbidden }]);
    expect(await digest()).toEqual(before);
    expect((await owner.client.put(`/api/units/${unitB}/members/${login.userId}`, { role: 'staff' })).status).toBe(200);
    const asStaff = await digest();
    expect((await transfer(manager, p.id, { toEstablishmentId: unitB, quantity: 1 })).body).toEqual({ message: UNIT_MSG.forbidden });
    expect(await digest()).toEqual(asStaff);
    expect((await owner.client.put(`/api/units/${unitB}/members/${login.userId}`, { role: 'manager' })).status).toBe(200);
    const moved = await transfer(manager, p.id, { toEstablishmentId: unitB, quantity: 2 });
    expect([moved.status, moved.body.currentStock]).toEqual([200, 4]);
    expect(await networkTotal('Tônico Capilar')).toBe(6);
  });

  it('20 parallel transfers of the last units, some the other way: never below zero, no deadlock, the total holds', async () => {
    const p = await product(owner.client, 'Esmalte Vermelho', 5);
    await transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 1 });
    const [there] = await named(unitB, 'Esmalte Vermelho');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 1 })),
      ...Array.from({ length: 5 }, () => transfer(ownerInB, there!.id, { toEstablishmentId: unitA, quantity: 1 })),
    ]);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const ok = (from: number, to: number) => answers.slice(from, to).filter((a) => a.status === 200).length;
    const [a] = await named(unitA, 'Esmalte Vermelho');
    const [b] = await named(unitB, 'Esmalte Vermelho');
    expect(a!.current_stock).toBe(4 - ok(0, 20) + ok(20, 25));
    expect(b!.current_stock).toBe(1 + ok(0, 20) - ok(20, 25));
    expect(a!.current_stock).toBeGreaterThanOrEqual(0);
    expect(b!.current_stock).toBeGreaterThanOrEqual(0);
    expect(a!.current_stock + b!.current_stock).toBe(5);
    // At least the 4 units there were went out; the refused ones say why.
    expect(ok(0, 20)).toBeGreaterThanOrEqual(4);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.message).toMatch(/^Quantidade solicitada \(1\) excede o estoque disponível \(0\)$/);
    await expectChained(p.id);
    await expectChained(there!.id);
  }, 60000);

  it('a replay with the same Idempotency-Key moves once', async () => {
    const p = await product(owner.client, 'Creme de Pentear', 8);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 2 }, headers);
    const second = await transfer(owner.client, p.id, { toEstablishmentId: unitB, quantity: 2 }, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await named(unitA, 'Creme de Pentear'))[0]!.current_stock).toBe(6);
    expect((await named(unitB, 'Creme de Pentear'))[0]!.current_stock).toBe(2);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM stock_movements WHERE kind = 'transferencia' AND product_id = $1`, [p.id]);
    expect(n).toBe(1);
  });
});
