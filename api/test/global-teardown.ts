import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const server = process.env.TEST_DB_SERVER;
  const name = process.env.TEST_DB_NAME;
  if (server && name && process.env.KEEP_TEST_DB !== 'true') {
    const admin = new Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  const embedded = (globalThis as { __SALAO_EMBEDDED__?: { stop(): Promise<void> } }).__SALAO_EMBEDDED__;
  await embedded?.stop();
}
