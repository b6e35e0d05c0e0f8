import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, startPgProcess } from './support/pg-process';
import { runMigrations } from '../src/platform/database/data-source';
import { ApiClient } from './support/client';
import { startApp } from './support/app';

describe('GET /api/health follows the database', () => {
  it('answers 200 while PostgreSQL is up, 503 while it is down without crashing, and 200 again when it returns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salao-health-pg-'));
    let pg = await startPgProcess(dir);
    const port = pg.port;
    const url = await createDatabase(pg.url, 'salao');
    await runMigrations(url);
    const t = await startApp({ DATABASE_URL: url });
    const anon = new ApiClient(t.url);
    try {
      expect((await anon.get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
      await pg.stop();
      const down = await anon.get('/api/health');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'degraded', database: 'down' });
      // Other routes answer a clean error too, never a crash.
      const login = await anon.post('/api/login', { email: 'x@teste.com', password: 'segredo' });
      expect(login.status).toBeGreaterThanOrEqual(500);
      expect(typeof login.body.message).toBe('string');
      pg = await startPgProcess(dir, port);
      let up = await anon.get('/api/health');
      for (let i = 0; i < 20 && up.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        up = await anon.get('/api/health');
      }
      expect(up.status).toBe(200);
      expect(up.body.database).toBe('up');
    } finally {
      await t.close();
      await pg.stop();
    }
  }, 60000);
});
