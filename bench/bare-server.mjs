// The baseline: bare Fastify + pg running the same main queries as the API (imported from its build), as the
// same named prepared statements, with no session, framework layers or pipeline. Prints its URL on stdout.
// `node bare-server.mjs <databaseUrl> <establishmentId>`; the bench establishments are in America/Sao_Paulo
// (fixed -03:00 since 2019), so day and month bounds are plain offsets.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { DAY_CONTEXT_SQL } = require('../api/dist/modules/availability/day-context.sql.js');
const { monthPageSql } = require('../api/dist/modules/appointments/appointments.sql.js');
const { FINANCE_STATS_SQL, TRANSACTIONS_PAGE_SQL, TRANSACTIONS_COUNT_SQL } = require('../api/dist/modules/finances/finances.sql.js');
const { clientListQuery } = require('../api/dist/modules/clients/clients.sql.js');
const { DASHBOARD_COUNTS_SQL } = require('../api/dist/modules/dashboard/dashboard.sql.js');
const { RESTOCK_COUNT_SQL } = require('../api/dist/modules/products/products.sql.js');

const [databaseUrl, establishment] = process.argv.slice(2);
const establishmentId = Number(establishment);
const ZONE = 'America/Sao_Paulo';
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const app = Fastify({ logger: false });
const rows = (name, text, values) => pool.query({ name, text, values }).then((r) => r.rows);

const local = (date) => new Date(`${date}T00:00:00-03:00`);
function today() {
  const date = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  return [local(date), new Date(local(date).getTime() + 86_400_000)].map((d) => d.toISOString());
}
function monthBounds(month) {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [local(`${month}-01`), local(`${next}-01`)].map((d) => d.toISOString());
}

app.get('/bare/available-times', async (req) => {
  const { staffId, serviceId, date } = req.query;
  const dayStart = local(date);
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  const [row] = await rows('day_context', DAY_CONTEXT_SQL, [establishmentId, serviceId, staffId, dow, date, dayStart.toISOString(), dayEnd.toISOString(), 0]);
  return row;
});

app.get('/bare/appointments', async (req) => {
  const { month, page, limit = '50', status, staffId } = req.query;
  const statuses = status ? status.split(',') : null;
  const sql = monthPageSql({ statuses: statuses !== null, staff: Boolean(staffId) });
  const params = [establishmentId, ...monthBounds(month), ...(statuses ? [statuses] : []), ...(staffId ? [Number(staffId)] : [])];
  const page_ = await rows(sql.name, sql.page, [...params, ZONE, Number(limit), (Number(page) - 1) * Number(limit)]);
  return { appointments: page_, total: page_[0]?.total ?? 0 };
});

app.get('/bare/finances/stats', async () => {
  const month = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 7);
  const [row] = await rows('finance_stats', FINANCE_STATS_SQL, [establishmentId, ...today(), ...monthBounds(month)]);
  return row;
});

app.get('/bare/transactions', async (req) => {
  const page = Number(req.query.page || 1);
  const limit = Number(req.query.limit || 50);
  const [transactions, [count]] = await Promise.all([
    rows('transactions_page', TRANSACTIONS_PAGE_SQL, [establishmentId, ZONE, limit, (page - 1) * limit, null, null]),
    rows('transactions_count', TRANSACTIONS_COUNT_SQL, [establishmentId, null, null]),
  ]);
  return { transactions, total: count.total };
});

app.get('/bare/clients', async (req) => {
  const { text, values } = clientListQuery(establishmentId, { search: req.query.search, filter: 'all' });
  return (await pool.query(text, values)).rows;
});

app.get('/bare/dashboard/stats', async () => {
  const month = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 7);
  const day = today();
  const [[counts], [money], [restock]] = await Promise.all([
    rows('dashboard_counts', DASHBOARD_COUNTS_SQL, [establishmentId, ...day]),
    rows('finance_stats', FINANCE_STATS_SQL, [establishmentId, ...day, ...monthBounds(month)]),
    rows('products_restock_count', RESTOCK_COUNT_SQL, [establishmentId]),
  ]);
  return { todaysAppointments: counts.todaysAppointments, totalClients: counts.totalClients, lowStockProducts: restock.n, todayIncome: money.todayIncome };
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BARE http://127.0.0.1:${app.server.address().port}`);
