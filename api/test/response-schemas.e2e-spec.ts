import { agendaTenant, booking, futureMonday } from './agenda-fixtures';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';

// The built module (the contracts' JSON Schemas are written next to it at build time), typed by its source: the
// typecheck runs before the build, on a clean clone there is no dist yet.
const { inlinedSchema } = require('../dist/platform/http/response-schema') as typeof import('../src/platform/http/response-schema');

type Json = Record<string, unknown>;

/** Every key of the answer, at any depth, that the schema does not declare (a field fast-json-stringify would drop). */
function undeclared(value: unknown, schema: Json, path = '$'): string[] {
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (options) {
    const fits = options.map((s) => undeclared(value, s, path));
    return fits.find((f) => f.length === 0) ?? fits[0]!;
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => undeclared(v, (schema.items ?? {}) as Json, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const props = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(value).flatMap(([k, v]) => (k in props ? undeclared(v, props[k]!, `${path}.${k}`) : [`${path}.${k}`]));
}

/**
 * The hot reads answer through a Fastify response schema (fast-json-stringify; bench/README.md, 'Where the time
 * goes'). A schema must not drop, rename or retype a field: each route's answer is compared with the same
 * request to an instance without the schemas (RESPONSE_SCHEMAS=off, plain JSON.stringify), on the same data.
 */
describe('response schemas: the same answer as plain JSON.stringify', () => {
  let withSchemas: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    withSchemas = await startApp();
    plain = await startApp({ RESPONSE_SCHEMAS: 'off' });
  });
  afterAll(async () => {
    await withSchemas.close();
    await plain.close();
  });

  it('available-times, finance stats and dashboard stats answer the same fields and values', async () => {
    const a = await agendaTenant(withSchemas.url, withSchemas.db);
    const date = futureMonday();
    expect((await a.client.post('/api/appointments', booking(a, date, '10:00'))).status).toBe(201);
    await withSchemas.db.query(
      `INSERT INTO transactions (establishment_id, type, amount, description, category, transaction_date) VALUES ($1, 'income', '80.50', 'x', 'Outros', now()), ($1, 'expense', '12.25', 'y', 'Outros', now())`,
      [a.establishmentId],
    );
    const other = new ApiClient(plain.url);
    await other.login(a.admin.email, a.admin.password);
    const routes: [string, string][] = [
      [`/api/appointments/available-times?staffId=${a.staffId}&serviceId=${a.serviceId}&date=${date}`, 'AvailableTimesResponse'],
      ['/api/finances/stats', 'FinanceStats'],
      ['/api/dashboard/stats', 'DashboardStats'],
    ];
    for (const [path, type] of routes) {
      const [schemed, bare] = await Promise.all([a.client.get(path), other.get(path)]);
      expect([path, schemed.status]).toEqual([path, 200]);
      expect([path, bare.status]).toEqual([path, 200]);
      expect(undeclared(bare.body, inlinedSchema(type))).toEqual([]);
      expect(schemed.body).toStrictEqual(bare.body);
    }
    const times = await a.client.get(routes[0]![0]);
    expect(times.body.timeSlots.some((s: Json) => s.isBooked === true)).toBe(true);
  });
});
