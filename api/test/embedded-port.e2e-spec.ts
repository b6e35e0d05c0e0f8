import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const EMBEDDED = join(__dirname, '..', 'dist', 'platform', 'database', 'embedded.js');

/**
 * The real embedded PostgreSQL started by the API's own code (built api/dist, in a child process: the package is
 * ESM, which jest cannot load), with a picker that hands out `first` on the first attempt, then free ports.
 * `fixed` plays EMBEDDED_PG_PORT. Resolves with the started URL, or with the error's message.
 */
function start(opts: { first?: number; fixed?: number }): Promise<{ url?: string; error?: string; picks: number[]; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'salao-pgport-'));
  chmodSync(dir, 0o755);
  const script = `
    const { startEmbeddedPostgres, pickFreePort } = require(${JSON.stringify(EMBEDDED)});
    const first = ${opts.first ?? 'null'};
    const picker = async (attempt) => { const p = attempt === 0 && first ? first : await pickFreePort(attempt + 1); console.log('PICK ' + p); return p; };
    startEmbeddedPostgres(${JSON.stringify(join(dir, 'pg'))}, ${opts.fixed ?? 'null'}, 'postgres', picker).then(
      (db) => { console.log('READY ' + db.url); process.on('SIGTERM', () => db.stop().then(() => process.exit(0))); setInterval(() => {}, 1 << 30); },
      (e) => { console.log('ERROR ' + JSON.stringify(e.message)); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolve) => {
    const settle = () => {
      const picks = [...out.matchAll(/PICK (\d+)/g)].map((m) => Number(m[1]));
      const ready = /READY (\S+)/.exec(out);
      const failed = /ERROR (.+)/.exec(out);
      if (ready) resolve({ url: ready[1], picks, stop });
      else if (failed) resolve({ error: JSON.parse(failed[1]!) as string, picks, stop });
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      settle();
    });
    child.once('exit', () => resolve({ error: out, picks: [], stop }));
  });
}

/** Someone else's listener on 127.0.0.1, as another program taking the port between the pick and the bind. */
function occupy(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (s: Server) => (s.address() as { port: number }).port;

describe('the embedded PostgreSQL retries on another port when the bind fails (docs/operations.md)', () => {
  let busy: Server;
  beforeAll(async () => {
    busy = await occupy();
  });
  afterAll(() => new Promise<void>((done) => busy.close(() => done())));

  it('starts on another free port when the first one picked is taken', async () => {
    const taken = portOf(busy);
    const pg = await start({ first: taken });
    try {
      expect(pg.error).toBeUndefined();
      expect(pg.picks[0]).toBe(taken);
      const port = Number(new URL(pg.url!).port);
      expect(port).not.toBe(taken);
      expect(pg.picks).toContain(port);
      const client = new Client({ connectionString: pg.url });
      await client.connect();
      try {
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }
    } finally {
      await pg.stop();
    }
  }, 90000);

  it('with EMBEDDED_PG_PORT on a busy port, fails at once with a pt-BR message naming the port', async () => {
    const taken = portOf(busy);
    const pg = await start({ fixed: taken });
    await pg.stop();
    expect(pg.url).toBeUndefined();
    expect(pg.picks).toEqual([]);
    expect(pg.error).toContain(`O PostgreSQL embutido não iniciou`);
    expect(pg.error).toContain(`a porta ${taken}, definida em EMBEDDED_PG_PORT, já está em uso.`);
  }, 90000);
});
