// The baseline: bare Fastify + pg running the same main queries as the API (imported from its build),
// with no auth, no framework layers and no pipeline. Prints its URL on stdout.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { DAY_CONTEXT_SQL } = require('../api/dist/modules/availability/day-context.sql.js');
const { monthPageSql } = require('../api/dist/modules/appointments/appointments.sql.js');

const [databaseUrl, establishmentId, zone] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const app = Fastify({ logger: false });

// The bench establishment is in America/Sao_Paulo (fixed -03:00 since 2019): day and month bounds are plain offsets.

/** Same SQL and parameters as the API's day-context loader. */
app.get('/bare/available-times', async (req) => {
  const { staffId, serviceId, date } = req.query;
  const dayStart = new Date(`${date}T00:00:00-03:00`);
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  const { rows } = await pool.query(DAY_CONTEXT_SQL, [establishmentId, serviceId, staffId, dow, date, dayStart.toISOString(), dayEnd.toISOString(), 0]);
  return rows[0];
});

app.get('/bare/appointments', async (req) => {
  const { month, page } = req.query;
  const [y, m] = month.split('-').map(Number);
  const start = new Date(`${month}-01T00:00:00-03:00`);
  const end = new Date(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00:00-03:00`);
  const sql = monthPageSql({ statuses: false, staff: false }, 50, (Number(page) - 1) * 50);
  const { rows } = await pool.query(sql.page, [establishmentId, start.toISOString(), end.toISOString(), zone]);
  return { appointments: rows, total: rows[0]?.total ?? 0 };
});

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`BARE http://127.0.0.1:${app.server.address().port}`);
