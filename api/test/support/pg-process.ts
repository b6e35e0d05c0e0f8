import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PgProcess {
  /** URL of the server's `postgres` database. */
  url: string;
  /** The port the server listens on (a restart on the same dir passes it back). */
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts (or restarts, on the same dir) an embedded PostgreSQL in a child process. Without a port it takes a
 * free one, retrying on another when the bind fails (the API's own start, docs/operations.md).
 */
export function startPgProcess(dir: string, port: number | null = null): Promise<PgProcess> {
  const args = [join(__dirname, 'embedded-pg.mjs'), dir, ...(port === null ? [] : [String(port)])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) {
        resolve({
          url: m[1]!,
          port: Number(new URL(m[1]!).port),
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with ${code}: ${out}`)));
  });
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
