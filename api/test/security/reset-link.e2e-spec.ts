import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import type { TestApp } from '../support/app';
import { startIsolatedApp } from '../support/demo-app';
import { createTenant } from '../support/factories';
import { waitFor } from '../support/wait';

/** fetch() always sends its own Host; an attacker's client does not. */
function postWithHost(base: string, path: string, body: unknown, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      `${base}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function resetMail(t: TestApp, to: string): Promise<{ text_body: string; html_body: string }> {
  return waitFor(async () => (await t.db.query(`SELECT text_body, html_body FROM outbox_emails WHERE to_address = $1`, [to]))[0], `e-mail para ${to}`);
}

const HOSTS = ['evil.example', 'evil.example"><script>alert(1)</script><a href="x'];

/** Finding 1: reset links come only from the configured origin, never from the request's Host. */
describe('security: password-reset link poisoning', () => {
  describe.each([
    ['APP_URL', async () => ({ env: { APP_URL: 'https://salao.example/' }, origin: 'https://salao.example' })],
    [
      'the local default http://localhost:PORT',
      async () => {
        const port = await freePort();
        return { env: { PORT: String(port) }, origin: `http://localhost:${port}` };
      },
    ],
  ])('origin from %s', (name, setup) => {
    let t: TestApp;
    let origin: string;
    beforeAll(async () => {
      const { env, origin: o } = await setup();
      origin = o;
      // Own database: the reset e-mail is written by whichever API instance runs the job.
      t = await startIsolatedApp(`reset_link_${name.startsWith('APP') ? 'app_url' : 'default'}`, env);
    });
    afterAll(() => t.close());

    it.each(HOSTS)('Host: %s yields a link on the configured origin and no unescaped markup', async (host) => {
      const tenant = await createTenant(t.url, t.db);
      expect(await postWithHost(t.url, '/api/forgot-password', { email: tenant.admin.email }, host)).toBe(200);
      const mail = await resetMail(t, tenant.admin.email);
      const link = /\S+\/redefinir-senha\?token=\S+/.exec(mail.text_body)![0];
      expect(link.startsWith(`${origin}/redefinir-senha?token=`)).toBe(true);
      expect(mail.text_body).not.toContain('evil.example');
      expect(mail.html_body).not.toContain('evil.example');
      expect(mail.html_body).toContain(`<a href="${origin}/redefinir-senha?token=`);
      expect(mail.html_body).not.toMatch(/<script/i);
    });
  });

  it('a name with markup is escaped in the HTML', async () => {
    const t = await startIsolatedApp('reset_link_name', { APP_URL: 'https://salao.example' });
    try {
      const tenant = await createTenant(t.url, t.db);
      await t.db.query(`UPDATE users SET name = $2 WHERE id = $1`, [tenant.admin.id, '<img src=x onerror=alert(1)>']);
      expect(await postWithHost(t.url, '/api/forgot-password', { email: tenant.admin.email }, 'salao.example')).toBe(200);
      const mail = await resetMail(t, tenant.admin.email);
      expect(mail.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html_body).not.toContain('<img');
    } finally {
      await t.close();
    }
  });
});
