import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/client';

const MAIN = join(__dirname, '..', 'dist', 'main.js');

interface Started {
  child: ChildProcess;
  url: string | null;
  code: number | null;
  output: string;
}

/**
 * `npm start` of another checkout: the built API with no DATABASE_URL, its own DATA_DIR (traversable by the OS
 * user postgres, who runs the embedded server when we are root) and the demo seed. Resolves once it is up or
 * once it has exited.
 */
function startCheckout(extra: Record<string, string> = {}): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'salao-checkout-'));
  chmodSync(dir, 0o755);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      WEB_ROOT: join(tmpdir(), 'salao-no-web'),
      LOG_LEVEL: 'silent',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: Started = { child, url: null, code: null, output: '' };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(started), 90000);
    const onData = (chunk: Buffer) => {
      started.output += chunk.toString();
      const m = /está no ar: (http:\/\/\S+)/.exec(started.output);
      if (m && !started.url) {
        started.url = m[1]!.replace('localhost', '127.0.0.1');
        clearTimeout(timer);
        resolve(started);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      started.code = code;
      clearTimeout(timer);
      resolve(started);
    });
  });
}

function stop(s: Started): Promise<void> {
  if (s.child.exitCode !== null || s.code !== null) return Promise.resolve();
  return new Promise((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

const embeddedPort = (s: Started) => Number(/PostgreSQL embutido em .* \(porta (\d+)\)/.exec(s.output)?.[1]);

describe('two checkouts on one machine, each with its embedded PostgreSQL (issue 16 §6)', () => {
  const running: Started[] = [];
  afterAll(async () => {
    await Promise.all(running.map(stop));
  }, 30000);

  it('a second start beside the first picks another free port for its database, and both serve the demo', async () => {
    // Started together, as two terminals would: whichever gets the default port, the other must not fail.
    const [first, second] = await Promise.all([startCheckout(), startCheckout()]);
    running.push(first, second);
    expect({ code: first.code, url: first.url ? 'up' : first.output }).toEqual({ code: null, url: 'up' });
    expect({ code: second.code, url: second.url ? 'up' : second.output }).toEqual({ code: null, url: 'up' });
    expect(embeddedPort(first)).toBeGreaterThan(0);
    expect(embeddedPort(second)).toBeGreaterThan(0);
    expect(embeddedPort(first)).not.toBe(embeddedPort(second));
    for (const s of [first, second]) {
      const client = new ApiClient(s.url!);
      expect((await client.get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
      expect((await client.post('/api/login', { email: 'admin@salao.demo', password: 'salao123' })).status).toBe(200);
    }
  }, 120000);

  it('a third, told to use a port another embedded database holds, fails with the real cause', async () => {
    const [held] = running;
    const refused = await startCheckout({ EMBEDDED_PG_PORT: String(embeddedPort(held!)) });
    running.push(refused);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Falha ao iniciar o Salão: ');
    expect(refused.output).not.toMatch(/Falha ao iniciar o Salão: undefined/);
    expect(refused.output).toMatch(/O PostgreSQL embutido não iniciou .*porta \d+.*:[\s\S]*(could not bind|could not create any TCP\/IP sockets|lock file)/);
  }, 120000);
});
