import { startApp, type TestApp } from '../support/app';

/** helmet's headers on every answer (platform/http/security-headers.ts): a JSON call, a 404 and a refusal alike. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a public call', '/api/health'],
    ['an unknown path', '/api/nao-existe'],
    ['a call without a session', '/api/session'],
  ])('%s carries the content security policy and the browser hardening headers', async (_what, path) => {
    const res = await fetch(t.url + path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
