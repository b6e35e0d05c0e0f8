import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ownDatabase } from './support/demo-app';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

/** The built API (what `npm start` and a deploy run) on `databaseUrl`; resolves with its URL once it is up. */
function startBuilt(databaseUrl: string): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WEB_ROOT: join(tmpdir(), 'salao-no-web'),
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /está no ar: (http:\/\/\S+)/.exec(output);
      if (m) resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`a API saiu com código ${code} antes de subir:\n${output}`)));
  });
}

/**
 * docs/operations.md ('Stopping'): SIGTERM (a deploy, a restart) stops taking requests, lets the ones in flight
 * finish, then exits 0. A dependency's exit hook used to end the process on the next tick (code 143).
 */
describe('stopping the API (SIGTERM)', () => {
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  beforeAll(async () => {
    database = await ownDatabase('shutdown');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers the request in flight, then exits 0', async () => {
    const api = await startBuilt(database.url);
    // The login's read of users waits behind this lock: a request still running when the signal comes.
    const locker = new Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const answer = fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@salao.test', password: 'senha-errada' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(api.child.exitCode).toBeNull(); // still finishing the login
      await locker.query('COMMIT');
      const res = await answer;
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-zà-ú]/i);
      expect(await api.exited).toBe(0);
    } finally {
      await locker.end();
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
    }
  }, 60000);
});
