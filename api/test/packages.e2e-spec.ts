import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { GIFT_CARD_MSG, PACKAGE_MSG, WRITE_SAFETY_MSG } from '@salao/contracts';
import { createService, insertClient } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { createStaffLogin, createTenant, type Tenant } from './support/factories';
import { waitFor } from './support/wait';
import { key, money } from './checkouts-visit';

/** Session packages (docs/product/packages.md): sold in a comanda, used at the counter, expired once, refunded for what is unused. */
describe('packages: catalogue, credits, expiry and refund', () => {
  let t: TestApp;
  let boss: PgBoss;
  let owner: Tenant;
  let carla: Awaited<ReturnType<typeof createStaffLogin>>;
  let corte: number;
  let escova: number;
  let maria: number;
  const clockFile = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');

  beforeAll(async () => {
    t = await startApp({ TEST_CLOCK_FILE: clockFile });
    boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 2 });
    await boss.start();
    owner = await createTenant(t.url, t.db, 'Base');
    carla = await createStaffLogin(t.url, t.db, owner.establishmentId, 'Carla');
    corte = (await createService(owner.client, [carla.staffId], { name: 'Corte', price: '80.00' })).id;
    escova = (await createService(owner.client, [carla.staffId], { name: 'Escova', price: '50.00' })).id;
    maria = await insertClient(t.db, owner.establishmentId, 'Maria Pacote');
  }, 60000);
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await t.close();
  });

  const credits = async (clientId: number) => (await owner.client.get(`/api/clients/${clientId}/packages`)).body;
  /** A comanda of `items` for Maria, paid by PIX when it costs anything, and closed. */
  const sell = async (items: unknown[]) => {
    const c = await owner.client.post('/api/checkouts', { clientId: maria, items }, key());
    expect(c.status).toBe(201);
    if (c.body.total > 0)
      expect((await owner.client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'pix', amount: c.body.total }, key())).status).toBe(200);
    const closed = await owner.client.post(`/api/checkouts/${c.body.id}/close`, {}, key());
    expect(closed.status).toBe(200);
    return closed.body;
  };
  const useSession = (serviceId: number, clientPackageId: number) => ({ type: 'service', serviceId, staffId: carla.staffId, clientPackageId });
  const ledgerBalances = async () =>
    (
      await t.db.query(
        `SELECT (SELECT coalesce(sum(gross - discount + tip), 0) FROM revenue_entries WHERE establishment_id = $1)::int AS items,
                (SELECT coalesce(sum(amount), 0) FROM revenue_method_entries WHERE establishment_id = $1)::int AS methods`,
        [owner.establishmentId],
      )
    )[0];

  it('catalogue: management writes (idempotent, versioned, audited, pt-BR 400s); staff reads', async () => {
    const bad = await owner.client.post('/api/packages', { name: '', items: [], price: 10.5, validityDays: 0 }, key());
    expect(bad.status).toBe(400);
    expect(Object.values(PACKAGE_MSG)).toContain(bad.body.message);
    expect(
      (await owner.client.post('/api/packages', { name: 'X', items: [{ serviceId: corte, sessions: 1 }], price: 10.5, validityDays: 30 }, key())).body,
    ).toEqual({
      message: PACKAGE_MSG.price,
    });
    const body = {
      name: 'Cabelo em dia',
      items: [
        { serviceId: corte, sessions: 3 },
        { serviceId: escova, sessions: 2 },
      ],
      price: 25001,
      validityDays: 90,
    };
    const k = key();
    const first = await owner.client.post('/api/packages', body, k);
    const replay = await owner.client.post('/api/packages', body, k);
    expect(first.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({
      name: 'Cabelo em dia',
      price: 25001,
      validityDays: 90,
      version: 1,
      items: [
        { serviceId: corte, sessions: 3 },
        { serviceId: escova, sessions: 2 },
      ],
    });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM packages WHERE establishment_id = $1`, [owner.establishmentId]);
    expect(n).toBe(1);
    const renamed = await owner.client.put(`/api/packages/${first.body.id}`, { ...body, name: 'Cabelo sempre em dia', version: 1 });
    expect(renamed.body.version).toBe(2);
    const stale = await owner.client.put(`/api/packages/${first.body.id}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(WRITE_SAFETY_MSG.staleVersion);
    expect((await carla.client.get('/api/packages')).body.map((p: { name: string }) => p.name)).toEqual(['Cabelo sempre em dia']);
    expect((await carla.client.post('/api/packages', body, key())).status).toBe(403);
    const temp = await owner.client.post('/api/packages', { ...body, name: 'Temporário' }, key());
    expect((await owner.client.delete(`/api/packages/${temp.body.id}`)).status).toBe(200);
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE establishment_id = $1 AND entity = 'package' ORDER BY id`, [owner.establishmentId]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'create', 'delete']);
  });

  it('sold in a comanda, two sessions used at checkout (commission on the session value), the last one won once, the refund gives back only the unused', async () => {
    const [pkg] = (await owner.client.get('/api/packages')).body;
    const noClient = await owner.client.post('/api/checkouts', { items: [{ type: 'package', packageId: pkg.id }] }, key());
    expect(noClient.status).toBe(400);
    expect(noClient.body).toEqual({ message: PACKAGE_MSG.needsClient });
    const withStaff = await owner.client.post(
      '/api/checkouts',
      { clientId: maria, items: [{ type: 'package', packageId: pkg.id, staffId: carla.staffId }] },
      key(),
    );
    expect(withStaff.body).toEqual({ message: PACKAGE_MSG.packageStaff });
    const sale = await sell([{ type: 'package', packageId: pkg.id }]);
    expect(sale.items[0]).toMatchObject({ type: 'package', packageId: pkg.id, name: 'Pacote Cabelo sempre em dia', total: 25001 });
    let [cp] = await credits(maria);
    expect(cp).toMatchObject({ status: 'active', price: 25001, remainingValue: 25001, checkoutId: sale.id });
    expect(cp.services.map((s: { remaining: number }) => s.remaining)).toEqual([3, 2]);

    // Staff at the counter read her packages; another client cannot use them.
    expect((await carla.client.get(`/api/clients/${maria}/packages`)).body[0].id).toBe(cp.id);
    const other = await insertClient(t.db, owner.establishmentId, 'Outra Cliente');
    const foreign = await owner.client.post('/api/checkouts', { clientId: other, items: [useSession(corte, cp.id)] }, key());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: PACKAGE_MSG.creditNotFound });
    // 5 sessions for 25001: the first worth 5001, the others 5000; Carla's 30 % on each.
    const one = await sell([useSession(corte, cp.id)]);
    expect(one).toMatchObject({ total: 0, status: 'closed' });
    expect(one.items[0]).toMatchObject({ unitPrice: 0, clientPackageId: cp.id });
    const two = await sell([useSession(escova, cp.id)]);
    const commissions = await t.db.query(
      `SELECT checkout_id AS "checkoutId", base_amount::int AS base, amount::int FROM commission_entries WHERE checkout_id = ANY($1) ORDER BY id`,
      [[one.id, two.id]],
    );
    expect(commissions).toEqual([
      { checkoutId: one.id, base: 5001, amount: 1500 },
      { checkoutId: two.id, base: 5000, amount: 1500 },
    ]);
    [cp] = await credits(maria);
    expect(cp.services.map((s: { remaining: number }) => s.remaining)).toEqual([2, 1]);
    expect(cp.remainingValue).toBe(15000);
    expect(cp.history.map((h: { kind: string }) => h.kind)).toEqual(['grant', 'grant', 'consume', 'consume']);

    // Two comandas on the last Escova: both open, their closings race, one wins.
    const a = await owner.client.post('/api/checkouts', { clientId: maria, items: [useSession(escova, cp.id)] }, key());
    const b = await owner.client.post('/api/checkouts', { clientId: maria, items: [useSession(escova, cp.id)] }, key());
    const closes = await Promise.all([a, b].map((c) => owner.client.post(`/api/checkouts/${c.body.id}/close`, {}, key())));
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(closes.find((r) => r.status === 409)!.body).toEqual({ message: PACKAGE_MSG.creditUnavailable });
    [cp] = await credits(maria);
    expect(cp.services.map((s: { remaining: number }) => s.remaining)).toEqual([2, 0]);
    expect(cp.remainingValue).toBe(10000);
    const none = await owner.client.post('/api/checkouts', { clientId: maria, items: [useSession(escova, cp.id)] }, key());
    expect(none.status).toBe(409);

    // The package refunded: 2 Cortes unused, 10000 back (not 25001); its sessions gone.
    const rows = (await money(t, owner.establishmentId)).length;
    const refund = await owner.client.post(`/api/checkouts/${sale.id}/refund`, { reason: 'Desistiu do pacote' }, key());
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', refunded: 10000 });
    expect((await money(t, owner.establishmentId)).slice(rows)).toEqual([{ type: 'expense', category: 'Estornos', method: 'PIX', amount: '100.00' }]);
    [cp] = await credits(maria);
    expect(cp).toMatchObject({ status: 'refunded', remainingValue: 0 });
    expect(cp.services.map((s: { remaining: number }) => s.remaining)).toEqual([0, 0]);
    // The revenue ledger still reconciles: the items' lines equal the money's.
    const ledger = await ledgerBalances();
    expect(ledger.items).toBe(ledger.methods);
    expect(ledger.methods).toBe(25001 - 10000);
  });

  it('with gift cards: never in a gift-card comanda; paid in part by a card, its refund gives the card its share of the unused value', async () => {
    const pkg = await owner.client.post(
      '/api/packages',
      { name: 'Dois cortes', items: [{ serviceId: corte, sessions: 2 }], price: 10000, validityDays: 60 },
      key(),
    );
    const mixed = await owner.client.post(
      '/api/checkouts',
      {
        clientId: maria,
        items: [
          { type: 'gift_card', unitPrice: 5000 },
          { type: 'package', packageId: pkg.body.id },
        ],
      },
      key(),
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body).toEqual({ message: GIFT_CARD_MSG.giftOnly });
    const gift = await sell([{ type: 'gift_card', unitPrice: 10000 }]);
    const [card] = (await owner.client.get(`/api/gift-cards?checkoutId=${gift.id}`)).body;

    // 6000 by the card, 4000 by PIX; one of the two sessions (5000 each) used.
    const c = await owner.client.post('/api/checkouts', { clientId: maria, items: [{ type: 'package', packageId: pkg.body.id }] }, key());
    expect(
      (await owner.client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'vale_presente', amount: 6000, giftCardCode: card.code }, key())).status,
    ).toBe(200);
    expect((await owner.client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'pix', amount: 4000 }, key())).status).toBe(200);
    expect((await owner.client.post(`/api/checkouts/${c.body.id}/close`, {}, key())).status).toBe(200);
    const cp = (await credits(maria)).find((p: { checkoutId: number }) => p.checkoutId === c.body.id);
    await sell([useSession(corte, cp.id)]);

    // 5000 back, shared as it was paid: 3000 to the card, 2000 by PIX; the 5000 kept goes back to neither.
    const rows = (await money(t, owner.establishmentId)).length;
    const refund = await owner.client.post(`/api/checkouts/${c.body.id}/refund`, { reason: 'Mudou de cidade' }, key());
    expect(refund.body).toMatchObject({ status: 'refunded', refunded: 5000 });
    expect((await owner.client.get(`/api/gift-cards/${card.code}`)).body.balance).toBe(10000 - 6000 + 3000);
    expect((await money(t, owner.establishmentId)).slice(rows)).toEqual([
      { type: 'expense', category: 'Estornos', method: 'Vale-presente', amount: '30.00' },
      { type: 'expense', category: 'Estornos', method: 'PIX', amount: '20.00' },
    ]);
    const ledger = await ledgerBalances();
    expect(ledger.items).toBe(ledger.methods);
  });

  it('expiry by the job: run twice at once, the credits expire exactly once; a refund after it gives nothing back', async () => {
    const ana = await insertClient(t.db, owner.establishmentId, 'Ana Pacote');
    const created = await owner.client.post(
      '/api/packages',
      { name: 'Escova do mês', items: [{ serviceId: escova, sessions: 4 }], price: 12000, validityDays: 30 },
      key(),
    );
    const c = await owner.client.post('/api/checkouts', { clientId: ana, items: [{ type: 'package', packageId: created.body.id }] }, key());
    await owner.client.post(`/api/checkouts/${c.body.id}/payments`, { method: 'dinheiro', amount: 12000, received: 12000 }, key());
    expect((await owner.client.post(`/api/checkouts/${c.body.id}/close`, {}, key())).status).toBe(200);
    let [cp] = await credits(ana);
    // A session used, then its comanda refunded: the session comes back to the package.
    const use = await owner.client.post('/api/checkouts', { clientId: ana, items: [useSession(escova, cp.id)] }, key());
    await owner.client.post(`/api/checkouts/${use.body.id}/close`, {}, key());
    expect((await credits(ana))[0].services[0].remaining).toBe(3);
    expect((await owner.client.post(`/api/checkouts/${use.body.id}/refund`, { reason: 'Não veio' }, key())).status).toBe(200);
    [cp] = await credits(ana);
    expect(cp.services[0].remaining).toBe(4);
    expect(cp.remainingValue).toBe(12000);

    writeFileSync(clockFile, new Date(Date.parse(`${cp.expiresAt}Z`) + 86_400_000).toISOString());
    try {
      const run = async () => {
        const id = await boss.send('packages.expire', {});
        await waitFor(async () => ((await t.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state === 'completed' ? true : null), 'expiry');
      };
      await Promise.all([run(), run()]);
      await run();
    } finally {
      rmSync(clockFile, { force: true });
    }
    [cp] = await credits(ana);
    expect(cp.status).toBe('expired');
    expect(cp.services[0].remaining).toBe(0);
    expect(cp.history.filter((h: { kind: string }) => h.kind === 'expire')).toEqual([expect.objectContaining({ sessions: -4, value: 12000 })]);
    const late = await owner.client.post('/api/checkouts', { clientId: ana, items: [useSession(escova, cp.id)] }, key());
    expect(late.status).toBe(409);
    const refund = await owner.client.post(`/api/checkouts/${c.body.id}/refund`, { reason: 'Venceu' }, key());
    expect(refund.status).toBe(200);
    expect(refund.body.refunded).toBe(0);
    const ledger = await ledgerBalances();
    expect(ledger.items).toBe(ledger.methods);
  });
});
