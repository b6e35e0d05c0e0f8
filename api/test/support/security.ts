import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { RouteInfo } from '../../src/platform/http/routes';
import { agendaTenant, booking, futureMonday, type AgendaTenant } from '../agenda-fixtures';
import { startApp, type TestApp } from './app';
import type { ApiClient } from './client';

/** Every API route, from the router's own metadata (`npm run cli -- routes --json`): new routes join the sweep by themselves. */
export function apiRoutes(): RouteInfo[] {
  const cli = join(__dirname, '..', '..', 'dist', 'cli.js');
  return JSON.parse(execFileSync(process.execPath, [cli, 'routes', '--json'], { env: { PATH: process.env.PATH } }).toString());
}

/** One API process and one establishment with a staff login, a service and a client for a describe block. */
export function useAgendaApp(): { t: TestApp; x: AgendaTenant } {
  const ctx = {} as { t: TestApp; x: AgendaTenant };
  beforeAll(async () => {
    ctx.t = await startApp();
    ctx.x = await agendaTenant(ctx.t.url, ctx.t.db);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Ids of one establishment's rows, keyed by the URL segment that names each kind. */
export type VictimIds = Record<string, number>;

export interface Victim extends AgendaTenant {
  /** A string in every name and note of this establishment: it must never show up in another's answers. */
  marker: string;
  ids: VictimIds;
  /** An integration API key of this establishment (the /api/n8n/* and /webhook/* routes authenticate by key). */
  apiKey: string;
}

/** Routes that authenticate by integration key instead of a session: none → 401, another establishment's → 403. */
export function isKeyRoute(route: RouteInfo): boolean {
  return route.path.startsWith('/api/n8n/') || route.path.startsWith('/webhook/n8n');
}

/** An integration key of the tenant, created through the API (shown once). */
export async function createApiKey(t: AgendaTenant): Promise<{ id: number; key: string }> {
  const res = await t.client.post('/api/integration-keys', { name: 'Chave de teste' });
  if (res.status !== 201) throw new Error(`chave: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An establishment with one row of every kind the API exposes by id, each carrying a marker. */
export async function seedVictim(base: string, db: DataSource): Promise<Victim> {
  const t = await agendaTenant(base, db, 'Expert');
  const marker = `MARCA${t.establishmentId}X${Date.now().toString(36)}`;
  const c = t.client;
  await db.query(`UPDATE clients SET name = $2, notes = $2 WHERE id = $1`, [t.clientId, `Cliente ${marker}`]);
  await db.query(`UPDATE staff SET name = $2 WHERE id = $1`, [t.staffId, `Profissional ${marker}`]);
  await db.query(`UPDATE services SET name = $2 WHERE id = $1`, [t.serviceId, `Serviço ${marker}`]);
  const ok = <T>(res: { status: number; body: T }, what: string): T => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  // A webhook (to a name that never resolves: its deliveries are refused, nothing leaves) that logs the booking below.
  const webhook = ok(await c.post('/api/webhooks', { url: 'https://receptor.invalid/webhook', events: ['appointment.created'] }), 'webhook') as { id: number };
  // Booked by the staff login, so the admin gets a notification naming the client.
  const date = futureMonday();
  const appointment = ok(await t.staffLogin.client.post('/api/appointments', booking(t, futureMonday(), '10:00', { notes: marker })), 'agendamento') as {
    id: number;
  };
  const category = ok(await c.post('/api/service-categories', { name: `Categoria ${marker}` }), 'categoria') as { id: number };
  const absence = ok(
    await c.post(`/api/staff/${t.staffId}/vacations`, { startDate: futureMonday(3), endDate: futureMonday(3), type: 'vacation', reason: marker }),
    'folga',
  ) as { id: number };
  const program = ok(
    await c.post('/api/loyalty/programs', {
      name: `Programa ${marker}`,
      pointsPerService: 1,
      pointsToReward: 10,
      rewardDescription: marker,
      services: [t.serviceId],
    }),
    'programa',
  ) as { id: number };
  const product = ok(
    await c.post('/api/products', { name: `Produto ${marker}`, category: 'Cabelo', price: '10.00', currentStock: 50, minStock: 2, description: marker }),
    'produto',
  ) as { id: number };
  const transaction = ok(
    await c.post('/api/transactions', {
      type: 'expense',
      amount: 12.5,
      description: `Despesa ${marker}`,
      category: 'Aluguel',
      paymentMethod: 'PIX',
      date,
      notes: marker,
    }),
    'transação',
  ) as { id: number };
  const [notification] = await db.query(`SELECT id FROM notifications WHERE establishment_id = $1 ORDER BY id LIMIT 1`, [t.establishmentId]);
  const apiKey = await createApiKey(t);
  const [delivery] = await db.query(`SELECT id::int AS id FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id LIMIT 1`, [webhook.id]);
  const ids: VictimIds = {
    clients: t.clientId,
    services: t.serviceId,
    staff: t.staffId,
    appointments: appointment.id,
    'service-categories': category.id,
    vacations: absence.id,
    programs: program.id,
    notifications: notification.id,
    products: product.id,
    transactions: transaction.id,
    'integration-keys': apiKey.id,
    webhooks: webhook.id,
    deliveries: delivery.id,
    establishment: t.establishmentId,
    units: t.establishmentId,
    members: t.staffLogin.userId,
  };
  return { ...t, marker, ids, apiKey: apiKey.key };
}

/** A valid body for a route (so a missing tenancy check would really write), or `{}` for routes it does not know. */
export function sampleBody(route: RouteInfo, ids: VictimIds): unknown {
  const date = futureMonday(2);
  const samples: Record<string, unknown> = {
    'POST /api/clients': { name: 'Cliente Novo', phone: '11999990000', confirmDuplicate: true },
    'PUT /api/clients/:id': { name: 'Invasor', phone: '11999990000' },
    // Another id than the path's, so the lookup of the target (not the same-client 400) answers.
    'POST /api/clients/:id/merge': { sourceClientId: ids.clients + 1 },
    'POST /api/services': { name: 'Serviço Novo', duration: 30, price: '10.00', staffIds: [ids.staff] },
    'PUT /api/services/:id': { name: 'Invasor', duration: 30, price: '10.00', category: 'Cabelo', staffIds: [ids.staff] },
    'POST /api/checkouts/:id/payments': { method: 'dinheiro', amount: 1000 },
    'POST /api/staff': { name: 'Nova Pessoa', role: 'Manicure', email: 'nova@teste.com', commissionRate: 10 },
    'PUT /api/staff/:id': { name: 'Invasor', role: 'Invasor', commissionRate: 10 },
    'POST /api/appointments': { clientId: ids.clients, serviceId: ids.services, staffId: ids.staff, appointmentDate: date, appointmentTime: '11:00' },
    'PUT /api/appointments/:id': { clientId: ids.clients, serviceId: ids.services, staffId: ids.staff, appointmentDate: date, appointmentTime: '12:00' },
    'PATCH /api/appointments/:id/status': { status: 'confirmed' },
    'POST /api/appointment-groups': { clientId: ids.clients, date, items: [{ serviceId: ids.services, staffId: ids.staff, time: '15:00' }] },
    'POST /api/appointment-series': {
      clientId: ids.clients,
      serviceId: ids.services,
      staffId: ids.staff,
      appointmentDate: date,
      appointmentTime: '16:00',
      everyWeeks: 1,
      count: 2,
    },
    'PATCH /api/appointment-series/:seriesId': { fromAppointmentId: ids.appointments, appointmentTime: '16:00' },
    'POST /api/appointment-series/:seriesId/cancel': { fromAppointmentId: ids.appointments },
    'POST /api/service-categories': { name: 'Categoria Nova' },
    'POST /api/staff/:id/vacations': { startDate: date, endDate: date, type: 'vacation' },
    'PUT /api/staff/:id/vacations/:vacationId': { startDate: date, endDate: date, type: 'vacation' },
    'POST /api/staff/:id/working-hours': { workingHours: [{ dayOfWeek: 1, isAvailable: true, openTime: '09:00', closeTime: '17:00' }] },
    'POST /api/loyalty/programs': { name: 'Programa Novo', pointsPerService: 1, pointsToReward: 5, rewardDescription: 'Brinde', services: [] },
    'PUT /api/loyalty/programs/:id': { name: 'Invasor', pointsPerService: 1, pointsToReward: 5, rewardDescription: 'Invasor', services: [] },
    'POST /api/loyalty/clients/:clientId/add-points': { programId: ids.programs, points: 5 },
    'POST /api/loyalty/clients/:clientId/use-points': { programId: ids.programs, points: 1 },
    'PUT /api/business-hours': { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '08:00', closeTime: '18:00' }] },
    'PUT /api/establishment': { name: 'Salão Renomeado' },
    'PATCH /api/establishment/timezone': { timezone: 'America/Recife' },
    'POST /api/products': {
      name: 'Produto Novo',
      category: 'Cabelo',
      brand: 'Marca',
      price: '25.90',
      cost: '10.00',
      currentStock: 10,
      minStock: 2,
      description: 'Novo',
    },
    'PUT /api/products/:id': { name: 'Invasor', category: 'Cabelo', price: '1.00', currentStock: 0, minStock: 0 },
    'POST /api/products/sell': { productId: ids.products, quantity: 1, unitPrice: '10.00', productName: 'Produto' },
    'POST /api/products/:id/movements': { kind: 'entrada', quantity: 1, reason: 'Nota fiscal' },
    'POST /api/transactions': {
      type: 'income',
      amount: 30,
      description: 'Receita avulsa',
      category: 'Outros Rendimentos',
      paymentMethod: 'Dinheiro',
      date,
      notes: null,
    },
    'POST /api/staff/salary-commission': { staffId: ids.staff, startDate: date, endDate: date },
    'PUT /api/settings': { whatsappConnectionType: 'official', sessionTimeout: 30 },
    'POST /api/agenda-release/policy': { releaseInterval: 1, releaseDay: 28, isActive: false },
    'POST /api/agenda-release/months': { month: date.slice(0, 7) },
    'POST /api/integration-keys': { name: 'Chave Nova' },
    'POST /api/webhooks': { url: 'https://example.com/novo', events: ['client.created'] },
    'PUT /api/webhooks/:id': { url: 'https://example.com/invasor', events: ['client.created'], active: false },
    // Never dialled here: '.invalid' is refused before any connection.
    'POST /api/webhooks/test-delivery': { url: 'https://receptor.invalid/teste', event: 'client.created' },
    'POST /api/evolution/send-text': { number: '5511999990000', text: 'Olá' },
    'POST /api/n8n/establishment/:id/appointment': {
      clientData: { name: 'Cliente Integração', phone: '11988887777' },
      appointmentData: { staffId: ids.staff, serviceId: ids.services, dataInicio: `${date}T13:00:00`, duration: 60 },
    },
    'POST /api/billing/change-plan': { planId: 3 },
    'POST /api/push/subscriptions': {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      expirationTime: null,
      keys: { p256dh: 'BL_AlliqSSQx-gQrMFanZhpSXbKOiYFNpYjmUGKwhx2rWeONB5YAlLZFTiybbWX1oV1OCsy8Y9YH3HEILcwy2Cs', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
    'DELETE /api/push/subscriptions': { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' },
    'POST /api/session/unit': { establishmentId: ids.establishment },
    'POST /api/units': { name: 'Unidade Invasora', copyFrom: ids.establishment },
    'PUT /api/units/:id/members/:userId': { role: 'manager' },
    'POST /api/units/:id/staff': { staffId: ids.staff },
    'POST /webhook/n8n-data': { establishment_id: ids.establishment, update_type: 'qrcode', qrcode_base64: 'iVBORw0KGgo=' },
    'POST /api/packages': { name: 'Pacote Novo', items: [{ serviceId: ids.services, sessions: 2 }], price: 10000, validityDays: 90 },
    'PUT /api/packages/:id': { name: 'Invasor', items: [{ serviceId: ids.services, sessions: 2 }], price: 10000, validityDays: 90 },
    'PUT /api/deposits/settings': { depositHoldMinutes: 20, pixKey: 'invasor@pix.com', pixMerchantName: 'Invasor', pixMerchantCity: 'Sao Paulo' },
    'POST /api/deposits/:id/confirm': { version: 1 },
    'POST /api/deposits/:id/refunded': { version: 1 },
  };
  return samples[`${route.method} ${route.path}`] ?? {};
}

/** A caller of a sweep: who (for the message), its client, and headers (an integration key). */
export type SweepCaller = [string, ApiClient, Record<string, string>?];

/**
 * Every route, with the victim's ids in its path and a valid body, called by each caller: what went wrong, as
 * readable lines (a 5xx, a 2xx write on the victim's ids, the victim's marker in an answer, an error without
 * {message}, a missing 401/403), and how many calls were made.
 */
export async function sweepRoutes(routes: RouteInfo[], a: Victim, callers: SweepCaller[]): Promise<{ problems: string[]; calls: number }> {
  const problems: string[] = [];
  let calls = 0;
  // Logout ends the caller's session: left out, so the sweep keeps its callers.
  for (const route of routes) {
    if (route.path === '/api/logout') continue;
    for (const path of fillPath(route.path, a.ids)) {
      for (const [who, client, headers] of callers) {
        // A key only matters on key routes; elsewhere it is one more anonymous caller.
        if (headers && !isKeyRoute(route)) continue;
        const body = WRITE_METHODS.includes(route.method) && route.method !== 'DELETE' ? sampleBody(route, a.ids) : undefined;
        const res = await client.request(route.method, path, body, headers);
        calls += 1;
        const where = `${who} ${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        if (res.status >= 500) problems.push(`5xx: ${where}`);
        if (who === 'anônimo' && route.access !== 'public' && res.status !== 401) problems.push(`sem sessão deveria ser 401: ${where}`);
        // Key routes: a session is not a key (401); another establishment's key on the victim's is 403.
        if (isKeyRoute(route) && !headers && res.status !== 401) problems.push(`rota de integração sem chave deveria ser 401: ${where}`);
        if (isKeyRoute(route) && headers && res.status !== 403) problems.push(`chave de B em A deveria ser 403: ${where}`);
        if (JSON.stringify(res.body ?? '').includes(a.marker)) problems.push(`dados de A vazaram: ${where}`);
        if (path !== route.path && WRITE_METHODS.includes(route.method) && res.status < 300 && route.access !== 'public')
          problems.push(`escrita 2xx com id de A: ${where}`);
        if (res.status >= 400 && typeof res.body?.message !== 'string') problems.push(`erro sem {message}: ${where}`);
      }
    }
  }
  return { problems, calls };
}

/** Fills a route's params with the victim's ids: each param takes the id of the kind named by the segment before it. */
export function fillPath(path: string, ids: VictimIds): string[] {
  const all = [...new Set(Object.values(ids))].map(String);
  const segments = path.split('/').slice(1);
  let paths = [''];
  segments.forEach((s, i) => {
    const kind = s === ':clientId' ? 'clients' : s === ':userId' ? 'members' : segments[i - 1];
    // A route over a kind this map does not know yet is tried with every id the victim has.
    const options = !s.startsWith(':') ? [s] : kind && ids[kind] !== undefined ? [String(ids[kind])] : all;
    paths = paths.flatMap((p) => options.map((o) => `${p}/${o}`));
  });
  return paths;
}

/**
 * A digest of every row that belongs to the establishment: each table with an establishment_id column
 * (found in the catalog, so new tables count) plus rows hanging off its staff and clients.
 */
export async function tenantDigest(db: DataSource, establishmentId: number): Promise<Record<string, string>> {
  const tables: { table_name: string }[] = await db.query(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'establishment_id' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${table}" t WHERE establishment_id = $1`, [
      establishmentId,
    ]);
    digest[table] = row.d;
  }
  digest.establishment = (await db.query(`SELECT md5(e::text) AS d FROM establishments e WHERE id = $1`, [establishmentId]))[0].d;
  return digest;
}
