import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const server = process.env.TEST_DB_SERVER;
  const name = process.env.TEST_DB_NAME;
  if (server && name && process.env.KEEP_TEST_DB !== 'true') {
    const admin = new Client({ connectionString: server });
    await admin.connect();
    // The template, each worker's copy and the databases files made beside them (all named after it).
    const made = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`, [name]);
    for (const { datname } of made.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  }
  const embedded = (globalThis as { __SALAO_EMBEDDED__?: { stop(): Promise<void> } }).__SALAO_EMBEDDED__;
  await embedded?.stop();
}
