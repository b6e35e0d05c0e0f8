import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/salao-config-spec', COOKIE_SECRET: 'x' };

describe('config: the public origin of e-mailed links', () => {
  it('defaults to http://localhost:PORT (what npm start serves)', () => {
    expect(loadConfig({ ...base, PORT: '3100' }).appUrl).toBe('http://localhost:3100');
    expect(loadConfig(base).appUrl).toBe('http://localhost:3000');
  });

  it('takes APP_URL without its trailing slash, keeping a path prefix', () => {
    expect(loadConfig({ ...base, APP_URL: 'https://salao.example/' }).appUrl).toBe('https://salao.example');
    expect(loadConfig({ ...base, APP_URL: 'https://exemplo.com.br/salao/' }).appUrl).toBe('https://exemplo.com.br/salao');
  });

  it('refuses an APP_URL that is not http(s) at startup', () => {
    expect(() => loadConfig({ ...base, APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ ...base, APP_URL: 'salao.example' })).toThrow(/APP_URL/);
  });
});

describe('config: TRUST_PROXY', () => {
  it('is off by default, every hop with true, or a list of trusted proxies', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('config: Stripe', () => {
  it('has no key by default (the sandbox provider runs) and reads the price id of each plan given', () => {
    expect(loadConfig(base).stripe).toMatchObject({ secretKey: null, webhookSecret: null, prices: {} });
    const c = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_CORE: 'price_core' });
    expect(c.stripe).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { Core: 'price_core' } });
  });
});

describe('config: web and live settings', () => {
  it('publishes releases under the web root unless RELEASES_DIR says otherwise, and serves REMOTES_JSON when given', () => {
    const c = loadConfig({ ...base, WEB_ROOT: '/srv/salao' });
    expect([c.releasesDir, c.remotesJson]).toEqual(['/srv/salao/releases', null]);
    expect(loadConfig({ ...base, RELEASES_DIR: '/srv/releases', REMOTES_JSON: '/srv/remotes.json' })).toMatchObject({
      releasesDir: '/srv/releases',
      remotesJson: '/srv/remotes.json',
    });
  });

  it('re-checks live sockets every 30 s unless LIVE_SESSION_RECHECK_MS says otherwise', () => {
    expect(loadConfig(base).liveSessionRecheckMs).toBe(30000);
    expect(loadConfig({ ...base, LIVE_SESSION_RECHECK_MS: '500' }).liveSessionRecheckMs).toBe(500);
  });
});

describe('config: embedded PostgreSQL port', () => {
  it('leaves the choice to the start (54329 when free, else any free port) unless EMBEDDED_PG_PORT names one', () => {
    expect(loadConfig(base).embeddedPgPort).toBeNull();
    expect(loadConfig({ ...base, EMBEDDED_PG_PORT: '54987' }).embeddedPgPort).toBe(54987);
  });
});
