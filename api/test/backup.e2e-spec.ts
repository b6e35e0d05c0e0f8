import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dailyBackup } from '../src/platform/backup/daily';
import { migrateTo } from '../src/platform/backup/schema-level';
import { dataSourceOptions, runMigrations } from '../src/platform/database/data-source';
import { MIGRATIONS } from '../src/platform/database/migrations';
import { DEMO, seedDemo } from '../src/seed/demo';
import { startApp } from './support/app';
import { ApiClient } from './support/client';
import { createDatabase } from './support/pg-process';

const run = promisify(execFile);
const CLI = join(__dirname, '..', 'dist', 'cli.js');
const dataDir = mkdtempSync(join(tmpdir(), 'salao-backup-cli-'));
const cli = (url: string, ...args: string[]) =>
  run(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH, DATABASE_URL: url, DATA_DIR: dataDir } });

const created: string[] = [];
async function freshDatabase(suffix: string): Promise<string> {
  const name = `${process.env.TEST_DB_NAME}_${suffix}`;
  created.push(name);
  return createDatabase(process.env.TEST_DB_SERVER!, name);
}

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Row count of every table in schema public, the migrations table included. */
function rowCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (c) => {
    const tables = (await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.t);
    const counts: Record<string, number> = {};
    for (const t of tables) counts[t] = (await c.query(`SELECT count(*)::int AS n FROM "${t}"`)).rows[0].n;
    return counts;
  });
}

const query = <T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) =>
  withClient(url, async (c) => (await c.query(text, values)).rows as T[]);

const insertEstablishment = (url: string, name: string) =>
  query(url, `INSERT INTO establishments (name, email, api_key) VALUES ($1, 'salao@teste.com', md5(random()::text))`, [name]);

describe('backup and restore (npm run cli -- backup | restore)', () => {
  let source: string;
  const file = join(dataDir, 'demo.backup.gz');

  beforeAll(async () => {
    source = await freshDatabase('bk_source');
    await runMigrations(source);
    const ds = await new DataSource(dataSourceOptions(source)).initialize();
    try {
      if (!(await seedDemo(ds))) throw new Error('a semeadura de demonstração não rodou');
    } finally {
      await ds.destroy();
    }
  }, 120000);

  afterAll(async () => {
    await withClient(process.env.TEST_DB_SERVER!, async (c) => {
      for (const name of created) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  }, 120000);

  it('round trip: every table has its rows again, values and sequences continue where they were', async () => {
    const { stdout } = await cli(source, 'backup', file);
    expect(stdout).toContain(`Backup gravado em ${file}`);
    const target = await freshDatabase('bk_target');
    expect((await cli(target, 'restore', file)).stdout).toContain('Backup restaurado');

    const before = await rowCounts(source);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before.appointments).toBeGreaterThan(10);
    expect(await rowCounts(target)).toEqual(before);

    const sample = `SELECT c.name, c.phone, a.starts_at, a.price, a.status, e.slug FROM appointments a JOIN clients c ON c.id = a.client_id JOIN establishments e ON e.id = a.establishment_id ORDER BY a.id LIMIT 3`;
    expect(await query(target, sample)).toEqual(await query(source, sample));
    const hash = `SELECT password_hash FROM users WHERE email = $1`;
    expect(await query(target, hash, [DEMO.admin.email])).toEqual(await query(source, hash, [DEMO.admin.email]));

    // The restored database runs the app: the demo admin logs in and a new client gets the next id.
    const [{ max }] = await query<{ max: number }>(source, `SELECT max(id)::int AS max FROM clients`);
    const app = await startApp({ DATABASE_URL: target });
    try {
      const admin = new ApiClient(app.url);
      await admin.login(DEMO.admin.email, DEMO.admin.password);
      const res = await admin.post('/api/clients', { name: 'Depois do Restore', phone: '11977776666' });
      expect(res.status).toBe(201);
      expect(res.body.id).toBeGreaterThan(max);
    } finally {
      await app.close();
    }
  }, 120000);

  it('refuses a database that has data unless --force, which replaces it', async () => {
    const target = await freshDatabase('bk_busy');
    await runMigrations(target);
    await insertEstablishment(target, 'Outro Salão');
    await expect(cli(target, 'restore', file)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('não está vazio') });
    expect(await query(target, `SELECT name FROM establishments`)).toEqual([{ name: 'Outro Salão' }]);

    await cli(target, 'restore', file, '--force');
    expect(await rowCounts(target)).toEqual(await rowCounts(source));
  }, 120000);

  it('a migrated database without rows counts as empty', async () => {
    const target = await freshDatabase('bk_schema_only');
    await runMigrations(target);
    await cli(target, 'restore', file);
    expect(await rowCounts(target)).toEqual(await rowCounts(source));
  }, 120000);

  it('a file cut short restores nothing', async () => {
    const cut = join(dataDir, 'cut.backup.gz');
    const whole = readFileSync(file);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await freshDatabase('bk_cut');
    await expect(cli(target, 'restore', cut)).rejects.toMatchObject({ code: 1 });
    const counts = await rowCounts(target);
    expect(Object.entries(counts).filter(([t, n]) => t !== 'migrations' && n > 0)).toEqual([]);
    await expect(cli(target, 'restore', join(dataDir, 'nao-existe.gz'))).rejects.toMatchObject({ code: 1 });
  }, 120000);

  it('a backup of an older version restores at its level, then the newer migrations run on its data', async () => {
    const old = await freshDatabase('bk_old');
    await migrateTo(old, MIGRATIONS.slice(0, -1));
    await insertEstablishment(old, 'Salão Antigo');
    const oldFile = join(dataDir, 'old.backup.gz');
    await cli(old, 'backup', oldFile);
    const target = await freshDatabase('bk_upgrade');
    const { stdout } = await cli(target, 'restore', oldFile);
    const last = MIGRATIONS[MIGRATIONS.length - 1]!;
    expect(stdout).toContain(`Migrações aplicadas depois dos dados: ${new last().name}`);
    expect(await query(target, `SELECT name FROM establishments`)).toEqual([{ name: 'Salão Antigo' }]);
    expect((await query(target, `SELECT count(*)::int AS n FROM migrations`))[0]).toEqual({ n: MIGRATIONS.length });
  }, 120000);

  it('the daily job writes one backup a day and applies the retention rule to its own files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salao-backups-'));
    const old = Array.from({ length: 20 }, (_, i) => `salao-2020-01-${String(i + 1).padStart(2, '0')}.backup.gz`);
    for (const name of [...old, 'salao-manual-2020-01-01T00-00-00.backup.gz']) writeFileSync(join(dir, name), 'x');
    const now = new Date('2026-03-15T12:00:00Z');
    const first = await dailyBackup(source, dir, now);
    expect(first.written).toBe(join(dir, 'salao-2026-03-15.backup.gz'));
    expect((await dailyBackup(source, dir, now)).written).toBeNull();
    // The 7 newest days, and the newest of the 4th newest week (the other 3 weeks' newest are among the 7).
    const days = ['2020-01-12', '2020-01-15', '2020-01-16', '2020-01-17', '2020-01-18', '2020-01-19', '2020-01-20', '2026-03-15'];
    expect(readdirSync(dir).sort()).toEqual([...days.map((d) => `salao-${d}.backup.gz`), 'salao-manual-2020-01-01T00-00-00.backup.gz']);
  }, 120000);
});
