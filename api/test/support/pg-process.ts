import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PgProcess {
  /** URL of the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/** Starts (or restarts, on the same dir) an embedded PostgreSQL in a child process. */
export function startPgProcess(dir: string, port: number): Promise<PgProcess> {
  const child = spawn(process.execPath, [join(__dirname, 'embedded-pg.mjs'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) {
        resolve({
          url: m[1]!,
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
