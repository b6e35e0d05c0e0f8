import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the API reads from the environment, in one place. */
export interface AppConfig {
  port: number;
  host: string;
  /** When absent the API runs an embedded PostgreSQL under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public base URL used in e-mailed links; falls back to the request's own origin. */
  appUrl: string | null;
  /** Root of the built frontends (shell/dist, <remote>/dist). */
  webRoot: string;
  secrets: { cookie: string };
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null; apiHost: string | null };
  isProduction: boolean;
  logLevel: string;
}

/** Secrets not given by the environment are generated once and kept under DATA_DIR. */
function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // The data dir itself stays traversable: the embedded PostgreSQL runs as the OS user postgres.
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = resolve(__dirname, '..', '..', '..', '..');
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Salão <nao-responda@salao.local>',
    appUrl: env.APP_URL || null,
    webRoot: resolve(env.WEB_ROOT || repoRoot),
    secrets: { cookie: persistentSecret(dataDir, 'cookie-secret', env.COOKIE_SECRET) },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      apiHost: env.STRIPE_API_HOST || null,
    },
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || 'info',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
