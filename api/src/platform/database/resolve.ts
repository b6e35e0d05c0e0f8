import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { startEmbeddedPostgres } from './embedded';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when given; otherwise a real PostgreSQL embedded under DATA_DIR/postgres. */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const db = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPgPort);
  return { url: db.url, embedded: true, stop: () => db.stop() };
}
