import { SESSION_COOKIE } from '@salao/contracts';
import { ApiClient } from '../support/client';
import { startApp, type TestApp } from '../support/app';
import { createTenant } from '../support/factories';

async function sessionCookie(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const { admin } = await createTenant(t.url, t.db);
  const res = await new ApiClient(t.url).post('/api/login', { email: admin.email, password: admin.password }, headers);
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
}

/** Finding 10: behind a TLS proxy the session cookie is Secure even though the API itself sees http. */
describe('security: Secure session cookie', () => {
  it('is Secure when APP_URL is https, whatever the request protocol', async () => {
    const t = await startApp({ APP_URL: 'https://salao.example' });
    try {
      expect(await sessionCookie(t)).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });

  it('is Secure for https requests through a trusted proxy, and not on plain local http', async () => {
    const t = await startApp({ TRUST_PROXY: 'true' });
    try {
      expect(await sessionCookie(t, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
      expect(await sessionCookie(t)).not.toMatch(/Secure/i);
    } finally {
      await t.close();
    }
  });
});
