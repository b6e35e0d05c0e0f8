import { Client } from 'pg';
import { monthPageSql } from '../src/modules/appointments/appointments.sql';
import { DAY_CONTEXT_SQL, DAYS_CONTEXT_SQL } from '../src/modules/availability/day-context.sql';
import { clientListQuery } from '../src/modules/clients/clients.sql';
import { DASHBOARD_COUNTS_SQL } from '../src/modules/dashboard/dashboard.sql';
import { BLOCKS_IN_PERIOD_SQL } from '../src/modules/staff/blocks.sql';
import {
  FINANCE_STATS_SQL,
  TRANSACTION_ANCHORS_SQL,
  TRANSACTIONS_ANCHORED_PAGE_SQL,
  TRANSACTIONS_COUNT_SQL,
  TRANSACTIONS_CURSOR_SQL,
  TRANSACTIONS_MONTH_CURSOR_SQL,
  TRANSACTIONS_PAGE_SQL,
} from '../src/modules/finances/finances.sql';
import { RESTOCK_COUNT_SQL } from '../src/modules/products/products.sql';
import { MOVEMENTS_COUNT_SQL, MOVEMENTS_PAGE_SQL } from '../src/modules/products/stock-movements.sql';
import { checkoutCursorQuery } from '../src/modules/checkouts/checkouts.sql';
import { auditCursorQuery, auditPageQuery } from '../src/platform/audit/audit.sql';
import { FIND_KEY_SQL, PURGE_SQL } from '../src/platform/idempotency/idempotency.sql';
import { ATTENDANCE_SQL } from '../src/modules/reports/attendance.report';
import { INACTIVE_CLIENTS_SQL, TOP_CLIENTS_SQL } from '../src/modules/reports/clients.report';
import { DRE_SQL } from '../src/modules/reports/dre.report';
import { OCCUPANCY_SQL } from '../src/modules/reports/occupancy.report';
import { RETENTION_SQL } from '../src/modules/reports/retention.report';
import { completionSumsStatement, ledgerSumsStatement, METHOD_SUMS } from '../src/modules/reports/revenue-sums';
import type { ReportQuery } from '@salao/contracts';
import { reportScope } from '../src/modules/reports/report-scope';
import { visitsSql } from '../src/modules/reports/report-visits';
import { CLAIM_SQL, DELIVERIES_AFTER_SQL, DELIVERIES_NEWEST_SQL, DUE_SWEEP_SQL, NEXT_DUE_SQL } from '../src/modules/webhooks/deliveries.sql';
import { createDatabase } from './support/pg-process';

/**
 * docs/product/limits.md ('Speed budgets'): every main list query reads appointments, transactions and clients through an index, never a
 * sequential scan, once the tables hold hundreds of thousands of rows of many establishments. The SQL is the
 * API's own (imported from the *.sql.ts files the repositories run). Each is checked as a one-off (custom) plan
 * and as the generic plan a prepared statement settles on. Its own database: the seed would skew the others.
 */
const ESTABLISHMENTS = 300;
const STAFF_EACH = 10;
const CLIENTS_EACH = 200;
const APPOINTMENTS = 200_000;
const TRANSACTIONS = 200_000;
const IDEMPOTENCY_KEYS = 200_000;
const MOVEMENTS_EACH = 30;
const AUDIT_ROWS = 200_000;
const BLOCKS_EACH_STAFF = 20;
const CHECKOUTS_EACH = 100;
const CHECKOUTS_MORE = 900;
const LEDGER_LINES = 200_000;
const DELIVERIES = 100_000;
// Tables big enough that a sequential scan of them would be the bug; their index names start with their first word.
const WATCHED =
  'appointments appointment_busy transactions clients idempotency_keys stock_movements audit_log staff_blocks revenue_entries revenue_method_entries webhook_deliveries'.split(
    ' ',
  );

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('main list queries use their indexes at scale (EXPLAIN)', () => {
  let db: Client;
  let name: string;
  const est = 1;
  let staffId: number;
  let serviceId: number;
  let productId: number;

  beforeAll(async () => {
    name = `${process.env.TEST_DB_NAME}_indexes`;
    // A copy of the run's migrated database (test/global-setup.ts), as each worker's is: no second migration run.
    const url = await createDatabase(process.env.TEST_DB_SERVER!, name, process.env.TEST_DB_TEMPLATE);
    db = new Client({ connectionString: url });
    await db.connect();
    // Deterministic rows from generate_series: every establishment gets staff, a service, clients, appointments on
    // a per-staff grid (never overlapping, so the exclusion constraint holds) across a month, and a year of
    // transactions; a few products each.
    await db.query(`
      INSERT INTO establishments (id, name, plan, api_key) OVERRIDING SYSTEM VALUE
      SELECT e, 'Salão ' || e, 'Expert', 'idx-' || e FROM generate_series(1, ${ESTABLISHMENTS}) e;
      INSERT INTO staff (id, establishment_id, name, role, commission_rate) OVERRIDING SYSTEM VALUE
      SELECT (e - 1) * ${STAFF_EACH} + k, e, 'Profissional ' || k, 'Cabeleireira', 30
        FROM generate_series(1, ${ESTABLISHMENTS}) e, generate_series(1, ${STAFF_EACH}) k;
      INSERT INTO services (id, establishment_id, name, duration_minutes, price) OVERRIDING SYSTEM VALUE
      SELECT e, e, 'Corte', 30, 50 FROM generate_series(1, ${ESTABLISHMENTS}) e;
      INSERT INTO service_staff (service_id, staff_id) SELECT (s.id - 1) / ${STAFF_EACH} + 1, s.id FROM staff s;
      INSERT INTO clients (id, establishment_id, name, phone, email) OVERRIDING SYSTEM VALUE
      SELECT (e - 1) * ${CLIENTS_EACH} + k, e,
             (ARRAY['Ana','Bruna','Carla','Daniela','Eduarda','Fernanda','Gabriela','Helena','Isabela','Juliana'])[1 + k % 10] || ' ' ||
             (ARRAY['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Ferreira','Almeida','Ribeiro','Gomes','Martins'])[1 + (k / 10) % 12],
             '119' || lpad(((e * 7919 + k) % 100000000)::text, 8, '0'), 'cliente' || e || '.' || k || '@exemplo.com'
        FROM generate_series(1, ${ESTABLISHMENTS}) e, generate_series(1, ${CLIENTS_EACH}) k;
      INSERT INTO appointments (establishment_id, client_id, service_id, staff_id, starts_at, ends_at, duration_minutes, price, status)
      SELECT e, (e - 1) * ${CLIENTS_EACH} + 1 + i % ${CLIENTS_EACH}, e, (e - 1) * ${STAFF_EACH} + 1 + k,
             '2026-01-01 08:00-03'::timestamptz + slot * interval '7 hours',
             '2026-01-01 08:30-03'::timestamptz + slot * interval '7 hours', 30, 50,
             (ARRAY['scheduled','confirmed','completed','pending','cancelled','completed','scheduled','confirmed'])[1 + i % 8]
        FROM generate_series(0, ${APPOINTMENTS - 1}) i,
             LATERAL (SELECT 1 + i % ${ESTABLISHMENTS} AS e, (i / ${ESTABLISHMENTS}) % ${STAFF_EACH} AS k, i / (${ESTABLISHMENTS * STAFF_EACH}) AS slot) g;
      INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date)
      SELECT 1 + i % ${ESTABLISHMENTS}, CASE WHEN i % 3 = 0 THEN 'expense' ELSE 'income' END, 10 + i % 90, 'Lançamento ' || i, 'Serviços',
             '2025-02-01 00:00-03'::timestamptz + (i / ${ESTABLISHMENTS}) * interval '9 hours'
        FROM generate_series(0, ${TRANSACTIONS - 1}) i;
      INSERT INTO products (establishment_id, name, category, price, current_stock, min_stock)
      SELECT e, 'Produto ' || k, 'Cabelo', 30, k % 7, 3 FROM generate_series(1, ${ESTABLISHMENTS}) e, generate_series(1, 20) k;
      INSERT INTO idempotency_keys (establishment_id, scope, key, fingerprint, method, path, state, status_code, response, created_at, updated_at)
      SELECT 1 + i % ${ESTABLISHMENTS}, 'e' || (1 + i % ${ESTABLISHMENTS}) || ':user:' || (i % 7), md5(i::text), md5(i::text), 'POST', '/api/products/sell', 'done', 200, '{}',
             now() - (i % 25) * interval '1 hour', now() - (i % 25) * interval '1 hour'
        FROM generate_series(0, ${IDEMPOTENCY_KEYS - 1}) i;
      INSERT INTO stock_movements (establishment_id, product_id, kind, quantity, stock_after, reason, created_at)
      SELECT p.establishment_id, p.id, 'entrada', 1, i, 'Nota', '2025-02-01 00:00-03'::timestamptz + i * interval '1 day'
        FROM products p, generate_series(1, ${MOVEMENTS_EACH}) i;
      INSERT INTO audit_log (establishment_id, created_at, user_id, user_name, entity, entity_id, action, after)
      SELECT 1 + i % ${ESTABLISHMENTS}, '2024-01-01 00:00-03'::timestamptz + (i / ${ESTABLISHMENTS}) * interval '1 hour', CASE WHEN i % 5 = 0 THEN NULL ELSE 1 + i % 7 END,
             'Usuária ' || i % 7, (ARRAY['appointment','client','transaction','product','staff'])[1 + i % 5], 1 + (i / ${ESTABLISHMENTS}) % 400, 'update', '{"notes":"x"}'
        FROM generate_series(0, ${AUDIT_ROWS - 1}) i;
      INSERT INTO staff_blocks (establishment_id, staff_id, date, start_time, end_time, reason, repeat, until)
      SELECT s.establishment_id, s.id, '2025-06-01'::date + i * 14, '12:00', '13:00', 'Almoço', CASE WHEN i % 2 = 0 THEN 'none' ELSE 'weekly' END,
             CASE WHEN i % 2 = 0 THEN '2025-06-01'::date + i * 14 ELSE '2025-06-01'::date + i * 14 + 13 END
        FROM staff s, generate_series(0, ${BLOCKS_EACH_STAFF - 1}) i;
      INSERT INTO checkouts (id, establishment_id, number, status, closed_at) OVERRIDING SYSTEM VALUE
      SELECT (e - 1) * ${CHECKOUTS_EACH} + k, e, k, 'closed', '2025-02-01 10:00-03' FROM generate_series(1, ${ESTABLISHMENTS}) e, generate_series(1, ${CHECKOUTS_EACH}) k;
      INSERT INTO revenue_entries (establishment_id, checkout_id, day, type, staff_id, service_id, name, gross, discount, tip, fee,
                                   v_total, v_staff, v_service, v_category, v_staff_service, v_staff_category)
      SELECT g.e, (g.e - 1) * ${CHECKOUTS_EACH} + 1 + i % ${CHECKOUTS_EACH}, '2025-02-01'::date + (i / ${ESTABLISHMENTS}) / 2, 'service',
             (g.e - 1) * ${STAFF_EACH} + 1 + i % ${STAFF_EACH}, g.e, 'Corte', 5000, 0, 0, 100, 1, 1, 1, 1, 1, 1
        FROM generate_series(0, ${LEDGER_LINES - 1}) i, LATERAL (SELECT 1 + i % ${ESTABLISHMENTS} AS e) g;
      INSERT INTO revenue_method_entries (establishment_id, checkout_id, day, method, amount, fee, v_total, v_method)
      SELECT establishment_id, checkout_id, day, 'pix', gross, fee, v_total, v_total FROM revenue_entries;
      -- More comandas (no ledger lines), so a cursor page's plan is judged on a list worth walking in order.
      INSERT INTO checkouts (id, establishment_id, number, status, closed_at) OVERRIDING SYSTEM VALUE
      SELECT ${ESTABLISHMENTS * CHECKOUTS_EACH} + (e - 1) * ${CHECKOUTS_MORE} + k, e, ${CHECKOUTS_EACH} + k, (ARRAY['open','closed','refunded'])[1 + k % 3], '2025-03-01 10:00-03'
        FROM generate_series(1, ${ESTABLISHMENTS}) e, generate_series(1, ${CHECKOUTS_MORE}) k;
      INSERT INTO webhooks (id, establishment_id, url, events, secret) OVERRIDING SYSTEM VALUE
      SELECT e, e, 'https://hooks.example.com/' || e, '{client.created}', 'whsec_x' FROM generate_series(1, ${ESTABLISHMENTS}) e;
      INSERT INTO webhook_deliveries (webhook_id, message_id, event, resource, body, status)
      SELECT 1 + i % ${ESTABLISHMENTS}, 'msg_' || i, 'client.created', 'client:' || i, '{}', CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'delivered' END
        FROM generate_series(1, ${DELIVERIES}) i;
      ANALYZE;`);
    staffId = (est - 1) * STAFF_EACH + 3;
    serviceId = est;
    productId = (await db.query(`SELECT min(id) AS id FROM products WHERE establishment_id = $1`, [est])).rows[0].id;
  }, 300000);

  afterAll(async () => {
    await db?.end();
    const admin = new Client({ connectionString: process.env.TEST_DB_SERVER });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const month = ['2026-01-01T03:00:00.000Z', '2026-02-01T03:00:00.000Z'];
  const day = ['2026-01-10T03:00:00.000Z', '2026-01-11T03:00:00.000Z'];
  const zone = 'America/Sao_Paulo';
  // January's local midnights and its end, as the attendance report finds each appointment's day (report-scope.ts, dayBounds).
  const januaryBounds = Array.from({ length: 32 }, (_, k) => new Date(Date.parse(month[0]!) + k * 86_400_000).toISOString());
  const monthList = (statuses: boolean, staff: boolean) => {
    const sql = monthPageSql({ statuses, staff });
    const filters = [...(statuses ? [['scheduled', 'confirmed']] : []), ...(staff ? [staffId] : [])];
    return [
      { text: sql.page, values: [est, ...month, ...filters, zone, 50, 400] },
      { text: sql.count, values: [est, ...month, ...filters] },
    ];
  };
  const revenueScope = reportScope(est, zone, Date.parse(month[1]!), { groupBy: 'professional', inactiveDays: 60 } as ReportQuery, {
    from: '2026-01-01',
    to: '2026-01-31',
  });
  const search = (term: string) => clientListQuery(est, { search: term });
  const audit = (filter: Parameters<typeof auditPageQuery>[1], offset = 0) => {
    const q = auditPageQuery(est, filter, 50, offset);
    return [q.page, q.count];
  };
  const auditMonth = { from: Date.parse('2024-03-01T03:00:00Z'), to: Date.parse('2024-04-01T03:00:00Z') };

  /**
   * Cursor pages (docs/product/api.md 'Cursor pages'): walked in (establishment_id, id) index order, so besides
   * no sequential scan the plan never sorts (a sort would be of the establishment's whole list).
   */
  const cursorCases: [string, () => { text: string; values: unknown[] }[], string[]][] = [
    [
      'transactions cursor page, from the start and midway',
      () => [
        { text: TRANSACTIONS_CURSOR_SQL, values: [est, zone, 0, 201] },
        { text: TRANSACTIONS_CURSOR_SQL, values: [est, zone, TRANSACTIONS / 2, 51] },
      ],
      ['transactions'],
    ],
    [
      'checkouts cursor page, unfiltered and by status',
      () => [
        checkoutCursorQuery(est, zone, noCheckoutFilter, 0, 51),
        checkoutCursorQuery(est, zone, { ...noCheckoutFilter, status: 'closed' }, CHECKOUTS_EACH, 51),
      ],
      ['checkouts'],
    ],
    [
      'audit log by cursor, from the start and midway',
      () => [auditCursorQuery(est, {}, null, null, 51), auditCursorQuery(est, {}, String(Date.parse('2024-01-15T00:00:00Z') * 1000), 7, 51)],
      ['audit'],
    ],
    [
      "a webhook's delivery log by cursor, from the start and midway",
      () => [
        { text: DELIVERIES_AFTER_SQL, values: [est, 0, 51] },
        { text: DELIVERIES_AFTER_SQL, values: [est, DELIVERIES / 2, 51] },
      ],
      ['webhook'],
    ],
  ];

  /**
   * The clients cursor walks each unit of the client scope in id order (a network is several units) and merges
   * what the walks found: its one sort takes at most `limit` rows of each unit, never a unit's whole list.
   */
  const clientCursorCases: [string, () => { text: string; values: unknown[] }[], string[]][] = [
    [
      'clients cursor page, from the start and midway',
      () => [clientListQuery(est, { cursor: { after: 0, limit: 51 } }), clientListQuery(est, { cursor: { after: CLIENTS_EACH / 2, limit: 51 } })],
      ['clients'],
    ],
  ];

  const noCheckoutFilter = { from: null, to: null, status: null, clientId: null, appointmentId: null, ownStaffId: null };

  const cases: [string, () => { text: string; values: unknown[] }[], string[]][] = [
    ['month list, every page', () => monthList(false, false), ['appointments']],
    ['month list by status', () => monthList(true, false), ['appointments']],
    ['month list by staff', () => monthList(false, true), ['appointments']],
    ['month list by status and staff', () => monthList(true, true), ['appointments']],
    // The busy time is appointment_busy's (index names 'appointment_busy_…').
    ['available-times (day context)', () => [{ text: DAY_CONTEXT_SQL, values: [est, serviceId, staffId, 6, '2026-01-10', ...day, 0] }], ['appointment']],
    [
      "available-times of several professionals (the public day of 'any')",
      () => [{ text: DAYS_CONTEXT_SQL, values: [est, serviceId, [staffId, staffId + 1], 6, '2026-01-10', ...day, 0] }],
      ['appointment'],
    ],
    ["a professional's time blocks of a month", () => [{ text: BLOCKS_IN_PERIOD_SQL, values: [est, staffId, '2026-01-01', '2026-01-31'] }], ['staff']],
    ['finance stats', () => [{ text: FINANCE_STATS_SQL, values: [est, ...day, ...month] }], ['transactions']],
    [
      'transactions page and total',
      () => [
        { text: TRANSACTIONS_PAGE_SQL, values: [est, zone, 50, 100, null, null] },
        { text: TRANSACTIONS_COUNT_SQL, values: [est, null, null] },
      ],
      ['transactions'],
    ],
    [
      'a deep transactions page from its anchor (the whole list and one month)',
      () => [
        { text: TRANSACTIONS_ANCHORED_PAGE_SQL, values: [est, zone, 50, 700, null, null, '2025-06-01 00:00:00-03', 10_000_000] },
        { text: TRANSACTIONS_ANCHORED_PAGE_SQL, values: [est, zone, 50, 700, ...month, '2025-06-01 00:00:00-03', 10_000_000] },
      ],
      ['transactions'],
    ],
    // An establishment of this seed holds some 670 transactions, a month some eighty: PostgreSQL may sort those few
    // at each step; on the bench's busy salon (100,000) each step is an index-only scan of the date index.
    [
      "the transactions' page anchors, the whole list and one month",
      () => [
        { text: TRANSACTION_ANCHORS_SQL, values: [est, null, null, 50] },
        { text: TRANSACTION_ANCHORS_SQL, values: [est, ...month, 50] },
      ],
      ['transactions'],
    ],
    [
      'transactions of one month, page and total',
      () => [
        { text: TRANSACTIONS_PAGE_SQL, values: [est, zone, 100, 0, ...month] },
        { text: TRANSACTIONS_COUNT_SQL, values: [est, ...month] },
      ],
      ['transactions'],
    ],
    ...cursorCases,
    ...clientCursorCases,
    // A search's few matches of a unit may be sorted after the trigram index, as the plain search's are.
    ['clients cursor page of a search', () => [clientListQuery(est, { search: 'silva', cursor: { after: 0, limit: 51 } })], ['clients']],
    [
      // A month is a range of starts_at: its page reads the month's entries of appointments_month_idx (index-only) and
      // keeps the 51 smallest ids above the cursor, a bounded top-N of one month, never the establishment's rows.
      "appointments cursor page of a month (the month's entries of its index, the smallest ids kept)",
      () => {
        const sql = monthPageSql({ statuses: false, staff: false, after: true });
        return [
          { text: sql.page, values: [est, ...month, 0, zone, 51, 0] },
          { text: sql.page, values: [est, ...month, APPOINTMENTS / 4, zone, 51, 0] },
        ];
      },
      ['appointments'],
    ],
    ["a webhook's delivery log, the newest", () => [{ text: DELIVERIES_NEWEST_SQL, values: [est] }], ['webhook']],
    [
      // docs/product/webhooks.md, 'Fair between establishments': a few due of each webhook, the claim's count of its
      // attempts in flight, a finished attempt's next ones.
      'webhook deliveries: the sweep, the claim, the next due of a webhook',
      () => [
        { text: DUE_SWEEP_SQL, values: [500, 60, 2] },
        { text: CLAIM_SQL, values: [20 * est, 2] },
        { text: NEXT_DUE_SQL, values: [est, 2] },
      ],
      ['webhook'],
    ],
    ['transactions cursor page of one month', () => [{ text: TRANSACTIONS_MONTH_CURSOR_SQL, values: [est, zone, 0, 51, ...month] }], ['transactions']],
    ['clients search by name, by phone digits, and the plain list', () => [search('silva'), search('1199'), clientListQuery(est, {})], ['clients']],
    [
      'idempotency key lookup and the purge of expired keys',
      () => [
        { text: FIND_KEY_SQL, values: ['e1:user:3', 'c4ca4238a0b923820dcc509a6f75849b'] },
        { text: PURGE_SQL, values: [5000] },
      ],
      ['idempotency'],
    ],
    [
      "a product's stock history, page and total",
      () => [
        { text: MOVEMENTS_PAGE_SQL, values: [est, productId, 'America/Sao_Paulo', 20, 0] },
        { text: MOVEMENTS_COUNT_SQL, values: [est, productId] },
      ],
      ['stock'],
    ],
    // Index names start with the table's first word: audit_log's are 'audit_…'.
    ['audit log, every page', () => audit({}, 400), ['audit']],
    // A filter's few rows may be sorted after its index (a user's 40 of the establishment's 600): never a scan.
    [
      'audit log by cursor of one user and of one record',
      () => [
        auditCursorQuery(est, { userId: 3 }, String(Date.parse('2024-01-15T00:00:00Z') * 1000), 7, 51),
        auditCursorQuery(est, { entity: 'client', entityId: 7 }, null, null, 51),
      ],
      ['audit'],
    ],
    ["audit log of one record (a 'Histórico' link)", () => audit({ entity: 'appointment', entityId: 7 }), ['audit']],
    ['audit log of one user in a period', () => audit({ userId: 3, ...auditMonth }), ['audit']],
    ['audit log of one entity in a period', () => audit({ entity: 'client', ...auditMonth }), ['audit']],
    [
      'dashboard stats',
      () => [
        { text: DASHBOARD_COUNTS_SQL, values: [est, ...day] },
        { text: FINANCE_STATS_SQL, values: [est, ...day, ...month] },
        { text: RESTOCK_COUNT_SQL, values: [est] },
      ],
      ['appointments', 'clients', 'transactions'],
    ],
    // The advanced reports (docs/product/reports.md, 'Speed'): one establishment's period, never another's rows.
    [
      'reports: DRE and the completions of the revenue report',
      () => [
        { text: DRE_SQL, values: [est, ...month, zone] },
        ...(['professional', 'day'] as const).map((grain) => completionSumsStatement(revenueScope, grain)).map((q) => ({ text: q.sql, values: q.values })),
      ],
      ['transactions'],
    ],
    [
      'reports: revenue from its ledger, by every grain and per method',
      () =>
        [
          ...(['professional', 'service', 'category', 'day'] as const).map((grain) => ledgerSumsStatement(revenueScope, grain)),
          ledgerSumsStatement({ ...revenueScope, staffId }, 'service'),
        ]
          .map((q) => ({ text: q.sql, values: q.values }))
          .concat([{ text: METHOD_SUMS, values: [est, '2026-01-01', '2026-01-31'] }]),
      ['revenue'],
    ],
    [
      'reports: attendance, occupancy and retention',
      () => [
        { text: ATTENDANCE_SQL, values: [est, ...month, januaryBounds, null, null, 120] },
        { text: OCCUPANCY_SQL.booked, values: [est, ...month, null, null] },
        { text: RETENTION_SQL, values: [est, ...month, zone, null] },
      ],
      ['appointments'],
    ],
    ['reports: inactive clients', () => [{ text: INACTIVE_CLIENTS_SQL, values: [est, zone, '2026-01-31', 60] }], ['clients']],
    [
      'reports: top clients by spend',
      () => [{ text: TOP_CLIENTS_SQL, values: [est, ...month, zone, '2026-01-01', '2026-01-31'] }],
      ['revenue', 'transactions'],
    ],
    ['reports: the visits behind a row', () => [{ text: visitsSql('page'), values: [est, ...month, zone, staffId, null, null, 50, 0] }], ['transactions']],
    [
      'reports: the visits behind a row, by cursor',
      () => [{ text: visitsSql('cursor'), values: [est, ...month, zone, staffId, null, null, 51, 0, '1790000000000000', 5] }],
      ['transactions'],
    ],
  ];

  /** Custom plan (the values known) and the generic plan a prepared statement may switch to after five runs. */
  async function plans(q: { text: string; values: unknown[] }): Promise<PlanNode[]> {
    const custom = (await db.query(`EXPLAIN (FORMAT JSON) ${q.text}`, q.values)).rows[0]['QUERY PLAN'][0].Plan;
    await db.query('DEALLOCATE ALL');
    await db.query(`PREPARE checked AS ${q.text}`);
    await db.query(`SET plan_cache_mode = force_generic_plan`);
    try {
      const literals = q.values.map((v) =>
        v === null ? 'NULL' : Array.isArray(v) ? db.escapeLiteral(`{${v.join(',')}}`) : db.escapeLiteral(v instanceof Date ? v.toISOString() : String(v)),
      );
      const generic = (await db.query(`EXPLAIN (FORMAT JSON) EXECUTE checked(${literals.join(', ')})`)).rows[0]['QUERY PLAN'][0].Plan;
      return [custom, generic];
    } finally {
      await db.query(`RESET plan_cache_mode`);
      await db.query('DEALLOCATE checked');
    }
  }

  it.each(cursorCases)('%s: in index order, never a sort', async (_label, queries) => {
    for (const q of queries()) {
      for (const plan of await plans(q)) {
        const sorts = nodes(plan).filter((n) => /Sort/.test(n['Node Type']));
        expect({ query: q.text.slice(0, 120), sorts }).toEqual({ query: q.text.slice(0, 120), sorts: [] });
      }
    }
  });

  it.each(clientCursorCases)('%s: each unit walked to its limit, only those rows merged', async (_label, queries) => {
    /** The scans of clients under `node` that no Limit stops first. */
    const unlimited = (node: PlanNode): PlanNode[] =>
      node['Node Type'] === 'Limit' ? [] : [...(node['Relation Name'] === 'clients' ? [node] : []), ...(node.Plans ?? []).flatMap(unlimited)];
    for (const q of queries()) {
      for (const plan of await plans(q)) {
        const sorted = nodes(plan)
          .filter((n) => /Sort/.test(n['Node Type']))
          .flatMap((sort) => (sort.Plans ?? []).flatMap(unlimited))
          .map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`);
        expect({ query: q.text.slice(0, 120), sorted }).toEqual({ query: q.text.slice(0, 120), sorted: [] });
      }
    }
  });

  it.each(cases)('%s: through an index, never a sequential scan', async (_label, queries, relations) => {
    const seen = new Set<string>();
    for (const q of queries()) {
      for (const plan of await plans(q)) {
        const all = nodes(plan);
        const seqScans = all.filter((n) => n['Node Type'] === 'Seq Scan' && WATCHED.includes(n['Relation Name'] ?? '')).map((n) => n['Relation Name']);
        expect({ query: q.text.slice(0, 120), seqScans }).toEqual({ query: q.text.slice(0, 120), seqScans: [] });
        for (const n of all) if (/Index/.test(n['Node Type']) && n['Index Name']) seen.add(n['Index Name'].split('_')[0]!);
      }
    }
    for (const relation of relations) expect(seen).toContain(relation);
  });
});
