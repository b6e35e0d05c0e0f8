import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the API reads from the environment, in one place. */
export interface AppConfig {
  port: number;
  host: string;
  /** When absent the API runs an embedded PostgreSQL under dataDir. */
  databaseUrl: string | null;
  /** No DATABASE_URL: the API runs its own embedded PostgreSQL (and keeps its daily backups). */
  embeddedDatabase: boolean;
  dataDir: string;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public origin of every e-mailed link (APP_URL, else http://localhost:PORT); never the request's Host. */
  appUrl: string;
  /**
   * Behind a reverse proxy: take the client address and protocol from X-Forwarded-*. TRUST_PROXY=true trusts
   * every hop; a comma list (addresses, CIDRs, 'loopback', 'uniquelocal') trusts only those proxies, so a client
   * cannot prepend an address of its choice.
   */
  trustProxy: boolean | string[];
  /** Abuse limits counted in PostgreSQL, so every instance agrees. */
  limits: {
    loginFailuresPerAddress: number;
    /** Failed logins on one account from clients without its device cookie, in 15 minutes (LOGIN_FAILURES_PER_ACCOUNT). */
    loginFailuresPerAccount: number;
    registrationsPerHour: number;
    /** Forgot-password e-mails per address and hour, and calls per client address and hour (FORGOT_PASSWORD_PER_EMAIL, _PER_ADDRESS). */
    forgotPasswordPerEmail: number;
    forgotPasswordPerAddress: number;
    /** Messages (e-mail, WhatsApp) one recipient gets in an hour because of public actions (PUBLIC_MESSAGES_PER_RECIPIENT). */
    publicMessagesPerRecipient: number;
    integrationRequestsPerMinute: number;
    /** Online booking attempts (bookings, waitlist entries) per client address and hour (ONLINE_BOOKINGS_PER_ADDRESS). */
    onlineBookingsPerAddress: number;
    /** Online booking attempts per phone and hour (ONLINE_BOOKINGS_PER_PHONE). */
    onlineBookingsPerPhone: number;
    /** Network public page lookups per client address and minute (NETWORK_PAGES_PER_ADDRESS). */
    networkPagesPerAddress: number;
  };
  /** Evolution API (WhatsApp gateway): without a URL the WhatsApp tab says none is configured. */
  evolution: { url: string | null; apiKey: string | null };
  /** EMBEDDED_PG_PORT when given (used as is); null: 54329 when free, otherwise any free port. */
  embeddedPgPort: number | null;
  migrateOnStart: boolean;
  seedDemo: boolean;
  /** Origins allowed to make state-changing requests and open /ws, besides the request's own (APP_URL, ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Root of the built frontends (shell/dist, <remote>/dist). */
  webRoot: string;
  /** Where `npm run release` publishes remote versions (RELEASES_DIR, else <webRoot>/releases; scripts/release.mjs uses the same default). */
  releasesDir: string;
  /** REMOTES_JSON: the file served as /remotes.json instead of the released or built one. */
  remotesJson: string | null;
  /** How often open live sockets' sessions are re-checked (LIVE_SESSION_RECHECK_MS, default 30 s). */
  liveSessionRecheckMs: number;
  /** How long a resolved session is reused before PostgreSQL is asked again (SESSION_CACHE_MS, default 1000; 0 = never reused). */
  sessionCacheMs: number;
  /** cookie: cookie signing; booking: HMAC of the public manage and waitlist-offer links (BOOKING_TOKEN_SECRET). */
  secrets: { cookie: string; booking: string };
  /**
   * Tests only (TEST_CLOCK_FILE): a file holding an ISO instant the scheduled jobs take as "now" while it
   * exists (reminders, waitlist holds); see platform/time/clock.ts.
   */
  testClockFile: string | null;
  /**
   * Web push: VAPID keys (base64url) from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated once under
   * DATA_DIR/secrets; allowedHosts (PUSH_ALLOWED_HOSTS, tests only) may be reached over http or on private addresses.
   */
  push: { publicKey: string; privateKey: string; subject: string; allowedHosts: string[]; dnsServers: string[] };
  /** Outgoing webhooks: allowedHosts (WEBHOOK_ALLOWED_HOSTS, tests only) may be reached over http or on private addresses. */
  webhooks: { allowedHosts: string[]; dnsServers: string[] };
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    apiHost: string | null;
    /** STRIPE_PRICE_BASE/CORE/EXPERT; a plan without one gets a price created on first use and kept in the database. */
    prices: Partial<Record<'Base' | 'Core' | 'Expert', string>>;
  };
  isProduction: boolean;
  logLevel: string;
  /** Audit log rows older than this many days are deleted by a daily job (AUDIT_RETENTION_DAYS, default 730). */
  auditRetentionDays: number;
}

/** Secrets not given by the environment are generated once and kept under DATA_DIR. */
function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined, generate = () => randomBytes(32).toString('base64url')): string {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // The data dir itself stays traversable: the embedded PostgreSQL runs as the OS user postgres.
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** A P-256 key pair for VAPID, from the environment or generated once and kept under DATA_DIR/secrets. */
function vapidKeys(dataDir: string, env: NodeJS.ProcessEnv): { publicKey: string; privateKey: string } {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const generated = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return JSON.stringify({ publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') });
  };
  return JSON.parse(persistentSecret(dataDir, 'vapid.json', undefined, generated));
}

/** APP_URL as a bare origin (scheme, host, port, optional path), refused at startup when it is not http(s). */
function appOrigin(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`APP_URL deve ser uma URL http:// ou https:// (recebido: ${value})`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function trustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A comma list of host names, lower case (the tests' allowlists). */
const hostList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = resolve(__dirname, '..', '..', '..', '..');
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
  const port = Number(env.PORT || 3000);
  const appUrl = appOrigin(env.APP_URL, port);
  const webRoot = resolve(env.WEB_ROOT || repoRoot);
  // Name servers for push services' and webhook receivers' names (host or host:port, comma list); empty: the system's.
  const outboundDns = (env.OUTBOUND_DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    embeddedDatabase: !env.DATABASE_URL,
    dataDir,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Salão <nao-responda@salao.local>',
    appUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: {
      loginFailuresPerAddress: positive(env.LOGIN_FAILURES_PER_ADDRESS, 30),
      loginFailuresPerAccount: positive(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
      registrationsPerHour: positive(env.REGISTRATIONS_PER_HOUR, 10),
      forgotPasswordPerEmail: positive(env.FORGOT_PASSWORD_PER_EMAIL, 5),
      forgotPasswordPerAddress: positive(env.FORGOT_PASSWORD_PER_ADDRESS, 20),
      publicMessagesPerRecipient: positive(env.PUBLIC_MESSAGES_PER_RECIPIENT, 3),
      integrationRequestsPerMinute: positive(env.INTEGRATION_RATE_LIMIT, 60),
      onlineBookingsPerAddress: positive(env.ONLINE_BOOKINGS_PER_ADDRESS, 100),
      onlineBookingsPerPhone: positive(env.ONLINE_BOOKINGS_PER_PHONE, 5),
      networkPagesPerAddress: positive(env.NETWORK_PAGES_PER_ADDRESS, 60),
    },
    evolution: { url: env.EVOLUTION_URL ? env.EVOLUTION_URL.replace(/\/+$/, '') : null, apiKey: env.EVOLUTION_API_KEY || null },
    embeddedPgPort: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : null,
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    seedDemo: env.SEED_DEMO !== 'false',
    allowedOrigins: [appUrl, ...(env.ALLOWED_ORIGINS ?? '').split(',')]
      .map((o) => o.trim())
      .filter((o) => URL.canParse(o))
      .map((o) => new URL(o).origin),
    webRoot,
    releasesDir: env.RELEASES_DIR || join(webRoot, 'releases'),
    remotesJson: env.REMOTES_JSON || null,
    liveSessionRecheckMs: positive(env.LIVE_SESSION_RECHECK_MS, 30000),
    sessionCacheMs: env.SESSION_CACHE_MS === '0' ? 0 : positive(env.SESSION_CACHE_MS, 1000),
    secrets: {
      cookie: persistentSecret(dataDir, 'cookie-secret', env.COOKIE_SECRET),
      booking: persistentSecret(dataDir, 'booking-token-secret', env.BOOKING_TOKEN_SECRET),
    },
    testClockFile: env.TEST_CLOCK_FILE || null,
    push: {
      ...vapidKeys(dataDir, env),
      // VAPID wants a mailto: or https: contact for the push services.
      subject: env.VAPID_SUBJECT || (appUrl.startsWith('https:') ? appUrl : 'mailto:nao-responda@salao.local'),
      allowedHosts: hostList(env.PUSH_ALLOWED_HOSTS),
      dnsServers: outboundDns,
    },
    webhooks: { allowedHosts: hostList(env.WEBHOOK_ALLOWED_HOSTS), dnsServers: outboundDns },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      apiHost: env.STRIPE_API_HOST || null,
      prices: Object.fromEntries(
        (['Base', 'Core', 'Expert'] as const).flatMap((plan) =>
          env[`STRIPE_PRICE_${plan.toUpperCase()}`] ? [[plan, env[`STRIPE_PRICE_${plan.toUpperCase()}`]!]] : [],
        ),
      ),
    },
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
    auditRetentionDays: positive(env.AUDIT_RETENTION_DAYS, 730),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Settings read where no AppConfig is passed: the data source options (also built by the CLI and tests).
 * Read at call time, still only here.
 */
export const envSettings = {
  dbPoolSize: (env: NodeJS.ProcessEnv = process.env) => positive(env.DB_POOL_SIZE, 20),
  /**
   * DATABASE_PREPARED_STATEMENTS=false: `preparedRows` sends its statements unnamed. Behind a transaction pooler
   * (PgBouncer before 1.21, pool_mode = transaction) a named statement lives on one server connection while the
   * next transaction may get another: 'prepared statement ... does not exist' (docs/scaling.md, 'PgBouncer').
   */
  preparedStatements: (env: NodeJS.ProcessEnv = process.env) => env.DATABASE_PREPARED_STATEMENTS !== 'false',
};
