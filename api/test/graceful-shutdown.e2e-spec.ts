import { Client } from 'pg';
import { startApp } from './support/app';
import { ownDatabase } from './support/demo-app';

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
    const api = await startApp({ DATABASE_URL: database.url });
    const exited = new Promise<number | null>((resolve) => api.process.once('exit', (code) => resolve(code)));
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
      api.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(api.process.exitCode).toBeNull(); // still finishing the login
      await locker.query('COMMIT');
      const res = await answer;
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toMatch(/[a-zà-ú]/i);
      expect(await exited).toBe(0);
    } finally {
      await locker.end();
      await api.close();
    }
  }, 60000);
});
