import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ApiClient } from './support/client';
import { createTenant } from './support/factories';
import { startApp, type TestApp } from './support/app';
import { waitFor } from './support/wait';

const run = promisify(execFile);
const CLI = join(__dirname, '..', 'dist', 'cli.js');
const cli = (...args: string[]) => run(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH, DATABASE_URL: process.env.TEST_DB_URL } });

describe('operator CLI (npm run cli -- <command>)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('migrate reports nothing pending on a migrated database', async () => {
    expect((await cli('migrate')).stdout).toContain('Nenhuma migração pendente.');
  });

  it('plan:set moves an establishment to another plan, which the API then enforces', async () => {
    const tenant = await createTenant(t.url, t.db);
    const { stdout } = await cli('plan:set', String(tenant.establishmentId), 'Core');
    expect(stdout).toContain(`agora está no plano Core`);
    expect((await tenant.client.get('/api/establishment/permissions')).body).toMatchObject({ plan: { name: 'Core' }, hasFinancialAccess: true });
  });

  it('plan:set refuses an unknown plan or establishment', async () => {
    await expect(cli('plan:set', '1', 'Gold')).rejects.toMatchObject({ code: 1 });
    await expect(cli('plan:set', '999999', 'Core')).rejects.toMatchObject({ stderr: expect.stringContaining('não encontrado') });
  });

  it('outbox lists the latest e-mails with their links', async () => {
    const tenant = await createTenant(t.url, t.db);
    await new ApiClient(t.url).post('/api/forgot-password', { email: tenant.admin.email });
    await waitFor(
      async () => (await t.db.query(`SELECT 1 FROM outbox_emails WHERE to_address = $1`, [tenant.admin.email])).length > 0,
      'e-mail de redefinição',
    );
    const { stdout } = await cli('outbox', '5');
    expect(stdout).toContain(`para ${tenant.admin.email}`);
    expect(stdout).toMatch(/\/redefinir-senha\?token=/);
  });

  it('seed:demo does not touch a database that already has data', async () => {
    expect((await cli('seed:demo')).stdout).toContain('nada foi criado');
  });

  it('an unknown command prints the usage and fails', async () => {
    await expect(cli('explodir')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Comando desconhecido') });
  });
});
