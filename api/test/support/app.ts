import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source';
import { trackApp } from './running-apps';

export interface TestApp {
  url: string;
  db: DataSource;
  process: ChildProcess;
  /** Everything the API printed, for assertions on logs. */
  output(): string;
  close(): Promise<void>;
}

const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');
/** How long a start may take on a loaded machine (two jest workers and a browser on two cores). */
const START_TIMEOUT_MS = 45_000;

/**
 * Starts the built API (`node api/dist/main.js`, exactly what `npm start` runs) as its own process on the
 * run's database and a free port. Node loads the ESM-only Nest 12 natively there, which jest's VM cannot.
 */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(MAIN)) throw new Error('api/dist/main.js não existe: rode `npm run build -w api` antes dos testes.');
  const databaseUrl = env.DATABASE_URL ?? process.env.TEST_DB_URL!;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'salao-test-data-')),
      WEB_ROOT: join(tmpdir(), 'salao-no-web'),
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // Every test client is 127.0.0.1 on one shared database: per-address limits would trip across files.
      // The security suite tests them with TRUST_PROXY=true and its own X-Forwarded-For addresses.
      LOGIN_FAILURES_PER_ADDRESS: '1000000',
      REGISTRATIONS_PER_HOUR: '1000000',
      INTEGRATION_RATE_LIMIT: '1000000',
      FORGOT_PASSWORD_PER_ADDRESS: '1000000',
      NETWORK_PAGES_PER_ADDRESS: '1000000',
      // A suite sends one client many messages in an hour (booked, changed, cancelled): the limit has its own test.
      PUBLIC_MESSAGES_PER_RECIPIENT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackApp(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`a API não subiu em ${START_TIMEOUT_MS / 1000} s:\n${out}`));
    }, START_TIMEOUT_MS);
    child.stdout!.on('data', () => {
      const m = /está no ar: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a API saiu com código ${code}:\n${out}`));
    });
  });
  const db = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  return {
    url,
    db,
    process: child,
    output: () => out,
    close: async () => {
      await db.destroy();
      // A process already gone (exited, or killed by a signal) emits no further 'exit'.
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
