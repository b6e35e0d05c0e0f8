import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/config';
import { dataSourceOptions, runMigrations } from './platform/database/data-source';
import { resolveDatabase } from './platform/database/resolve';
import { DEMO, seedDemo } from './seed/demo';

// pg-boss acknowledges a finished job without awaiting the promise: with PostgreSQL briefly unreachable it rejects
// with nobody to catch it, and Node would end the process and every request in flight. It is logged instead; the
// job comes back after its lease (docs/architecture.md, 'Runtime topology').
process.on('unhandledRejection', (reason) =>
  new Logger('Processo').error(`promessa rejeitada sem tratamento: ${(reason as Error)?.message ?? String(reason)}`),
);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  if (config.migrateOnStart) await runMigrations(database.url);
  if (config.seedDemo) {
    const ds = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      await seedDemo(ds);
    } finally {
      await ds.destroy();
    }
  }
  const app = await createApp({ ...config, databaseUrl: database.url });
  await app.listen({ port: config.port, host: config.host });

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  console.log(
    [
      '',
      `  Salão está no ar: ${url}`,
      `  Banco de dados: ${database.embedded ? `PostgreSQL embutido em ${config.dataDir}/postgres (porta ${new URL(database.url).port})` : 'DATABASE_URL'}`,
      '  Logins de demonstração:',
      `    Administrador: ${DEMO.admin.email} / ${DEMO.admin.password}`,
      `    Colaboradora:  ${DEMO.staff.email} / ${DEMO.staff.password}`,
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: encerrando com segurança...`);
    const force = setTimeout(() => process.exit(1), 15000).unref();
    try {
      // The server stops taking requests and waits for those in flight; a keep-alive connection whose answer went out
      // after that is idle and would hold the close until the force timer: idle ones are closed as they appear.
      const server = app.getHttpServer() as Server;
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await database.stop();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void shutdown('SIGHUP')); // the terminal closed: the embedded database stops too
}

/** What went wrong, in words: a rejection without an Error (some libraries reject with nothing) still says so. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (error === undefined || error === null) return 'erro sem detalhes (uma dependência rejeitou sem motivo)';
  return typeof error === 'string' ? error : JSON.stringify(error);
}

main().catch((error) => {
  console.error(`Falha ao iniciar o Salão: ${describe(error)}`);
  process.exit(1);
});
