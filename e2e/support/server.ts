// One Playwright worker's own product: the built API (api/dist/main.js serving shell and remotes) with demo data,
// on a fresh database — a new one on TEST_DATABASE_URL's server when given, else an embedded PostgreSQL. Each
// worker has its own clock file, released-remotes folder and rate-limit counters, so specs running at the same
// time never see each other's clock or releases (docs/testing.md).
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export const ROOT = resolve(__dirname, '..', '..');

export interface WorkerServer {
  url: string;
  /** The server's TEST_CLOCK_FILE (empty: real time); tests/clock.ts writes it. */
  clockFile: string;
  /** Where the server serves released remote versions (RELEASES_DIR). */
  releasesDir: string;
  /** This worker's WEB_ROOT: its own copy of shell/dist (pwa.spec changes its sw.js), the remotes linked. */
  webRoot: string;
  /** The environment that reaches this server's database (DATABASE_URL set even when embedded): the CLI run with it seeds tenants. */
  cliEnv: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

async function onAdminDatabase(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * The server's database: a new one on TEST_DATABASE_URL's server (`drop` removes it), else an embedded PostgreSQL
 * on a port the API picks itself (retrying on another when the bind fails, docs/operations.md).
 */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) return { env: {}, drop: async () => undefined };
  const name = `salao_e2e_${Date.now()}_${process.pid}`;
  await onAdminDatabase(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  // Runs share the machine's PostgreSQL: a worker leaves no database behind.
  return { env: { DATABASE_URL: url.toString() }, drop: () => onAdminDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function waitForHealth(url: string, api: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`O servidor de teste saiu (código ${api.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O servidor de teste não respondeu em 120 s:\n${log()}`);
}

/** The embedded server's URL from the port the API prints at start ('… (porta N)'); the pipe may lag the health answer. */
async function embeddedUrl(log: () => string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const port = /PostgreSQL embutido em .* \(porta (\d+)\)/.exec(log())?.[1];
    if (port) return `postgres://postgres:postgres@127.0.0.1:${port}/salao`;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`O servidor de teste não informou a porta do PostgreSQL embutido:\n${log()}`);
}

/**
 * A web root of the worker's own: a copy of the built shell (3 MB) and links to the remotes' builds. A spec that
 * publishes a new shell (a changed sw.js) then shows 'Nova versão disponível' only to its own worker's pages.
 */
function workerWebRoot(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'salao-e2e-web-'));
  cpSync(join(ROOT, 'shell', 'dist'), join(webRoot, 'shell', 'dist'), { recursive: true });
  for (const folder of readdirSync(ROOT).filter((name) => name.startsWith('mf-'))) symlinkSync(join(ROOT, folder), join(webRoot, folder));
  return webRoot;
}

export async function startWorkerServer(): Promise<WorkerServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'salao-e2e-'));
  const clockFile = join(dataDir, 'clock');
  const releasesDir = mkdtempSync(join(tmpdir(), 'salao-e2e-releases-'));
  const database = await databaseEnv();
  const webRoot = workerWebRoot();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RELEASES_DIR: releasesDir,
    WEB_ROOT: webRoot,
    TEST_CLOCK_FILE: clockFile,
    // Specs register many establishments from one address; the limit itself is covered by the API tests.
    REGISTRATIONS_PER_HOUR: '100000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  delete env.EMBEDDED_PG_PORT;
  let log = '';
  const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  api.stdout!.on('data', keep);
  api.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, api, () => log);
  const databaseUrl = env.DATABASE_URL ?? (await embeddedUrl(() => log));
  return {
    url,
    clockFile,
    releasesDir,
    webRoot,
    cliEnv: { ...env, DATABASE_URL: databaseUrl },
    stop: async () => {
      await new Promise<void>((done) => {
        if (api.exitCode !== null || api.signalCode !== null) return done();
        api.once('exit', () => done());
        api.kill('SIGTERM');
      });
      await database.drop();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

const run = promisify(execFile);

/** A copy of the demo establishment named by `tag`, through the product's own CLI (seed:demo --tenant). */
export async function seedTenant(server: WorkerServer, tag: string) {
  const { stdout } = await run(process.execPath, [join(ROOT, 'api', 'dist', 'cli.js'), 'seed:demo', '--tenant', tag], { cwd: ROOT, env: server.cliEnv });
  return JSON.parse(stdout.trim().split('\n').pop()!) as {
    establishmentId: number;
    slug: string;
    admin: { email: string; password: string };
    staff: { email: string; password: string };
  };
}
