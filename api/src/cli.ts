import 'reflect-metadata';
import { isPlanName, PLAN_NAMES } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { loadConfig } from './platform/config/config';
import { BACKUP_USAGE, runBackupCommand } from './platform/backup/backup.cli';
import { dataSourceOptions, runMigrations } from './platform/database/data-source';
import { resolveDatabase } from './platform/database/resolve';
import { listRoutes } from './platform/http/routes';
import { seedDemo, seedDemoTenant } from './seed/demo';
import { rebuildAllRevenueLedgers } from './modules/reports/ledger/revenue-ledger';

const USAGE = `Uso: npm run cli -- <comando>
  migrate                                 aplica as migrações pendentes
  seed:demo                               cria o estabelecimento de demonstração (banco vazio)
  seed:demo --tenant <nome>               mais uma cópia da demonstração, logins admin.<nome>@salao.demo e ana.<nome>@salao.demo (JSON)
  plan:set <establishmentId> <${PLAN_NAMES.join('|')}>  muda o plano de um estabelecimento
  outbox [quantidade]                     últimos e-mails: destinatário, assunto, links
  billing <establishmentId>               plano, situação da assinatura e os últimos eventos do provedor
  routes [--json]                         rotas da API com a política de acesso de cada uma e a permissão de chave (key, scope)
  openapi                                 o documento OpenAPI (JSON) das rotas, como /api/openapi.json o serve (servidor: APP_URL)
  revenue:rebuild                         reescreve o razão de faturamento a partir das comandas (depois de cargas por SQL)
${BACKUP_USAGE}`;

/** Operator commands against DATABASE_URL (or the embedded database under DATA_DIR). */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'routes') return printRoutes(args.includes('--json'));
  if (command === 'openapi') return printOpenApi();
  // Before any migration: a backup reads the database as it is, a restore needs it empty.
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, args);
  const known = ['migrate', 'seed:demo', 'plan:set', 'outbox', 'billing', 'revenue:rebuild'];
  if (!known.includes(command)) {
    console.error(`Comando desconhecido: ${command}\n\n${USAGE}`);
    return 1;
  }
  const database = await resolveDatabase(loadConfig());
  try {
    if (command === 'migrate') {
      const done = await runMigrations(database.url);
      console.log(done.length ? `Migrações aplicadas: ${done.join(', ')}` : 'Nenhuma migração pendente.');
      return 0;
    }
    await runMigrations(database.url);
    const ds = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      if (command === 'seed:demo' && args[0] === '--tenant') {
        const tenant = await seedDemoTenant(ds, args[1] ?? '');
        if (!tenant) {
          console.error(`O inquilino ${args[1]} já existe.`);
          return 1;
        }
        console.log(JSON.stringify(tenant));
        return 0;
      }
      if (command === 'seed:demo') {
        console.log((await seedDemo(ds)) ? 'Dados de demonstração criados.' : 'O banco já tem dados: nada foi criado.');
        return 0;
      }
      if (command === 'plan:set') {
        const [id, plan] = args;
        if (!id || !/^\d+$/.test(id) || !isPlanName(plan)) {
          console.error(`Uso: plan:set <establishmentId> <${PLAN_NAMES.join('|')}>`);
          return 1;
        }
        const [rows] = await ds.query(`UPDATE establishments SET plan = $2 WHERE id = $1 RETURNING id, name, plan`, [Number(id), plan]);
        if (!rows?.length) {
          console.error(`Estabelecimento #${id} não encontrado.`);
          return 1;
        }
        console.log(`Estabelecimento #${rows[0].id} (${rows[0].name}) agora está no plano ${rows[0].plan}.`);
        return 0;
      }
      if (command === 'billing') return await printBilling(ds, args[0]);
      if (command === 'revenue:rebuild') {
        const count = await ds.transaction('REPEATABLE READ', (tx) => rebuildAllRevenueLedgers(tx));
        console.log(`Razão de faturamento reescrito: ${count} comandas.`);
        return 0;
      }
      const limit = Math.min(Number(args[0] || 20) || 20, 200);
      const mails: { id: number; to_address: string; subject: string; text_body: string; created_at: Date; sent_at: Date | null; error: string | null }[] =
        await ds.query(`SELECT id, to_address, subject, text_body, created_at, sent_at, error FROM outbox_emails ORDER BY id DESC LIMIT $1`, [limit]);
      if (!mails.length) console.log('Nenhum e-mail na caixa de saída.');
      for (const m of mails) {
        const links = m.text_body.match(/https?:\/\/\S+/g) ?? [];
        const state = m.sent_at ? 'enviado' : m.error ? `falhou: ${m.error}` : 'na caixa de saída';
        console.log(`#${m.id} ${m.created_at.toISOString()} para ${m.to_address} — ${m.subject} [${state}]`);
        for (const link of links) console.log(`    ${link}`);
      }
      return 0;
    } finally {
      await ds.destroy();
    }
  } finally {
    await database.stop();
  }
}

/** The operator's view of one establishment's subscription and the provider events applied to it. */
async function printBilling(ds: DataSource, id: string | undefined): Promise<number> {
  if (!id || !/^\d+$/.test(id)) {
    console.error('Uso: billing <establishmentId>');
    return 1;
  }
  const [e] = await ds.query(
    `SELECT id, name, plan, pending_plan, billing_status, trial_ends_at, current_period_end, cancel_at_period_end, billing_customer_id, billing_subscription_id
       FROM establishments WHERE id = $1`,
    [Number(id)],
  );
  if (!e) {
    console.error(`Estabelecimento #${id} não encontrado.`);
    return 1;
  }
  const day = (d: Date | null) => (d ? d.toISOString() : '—');
  console.log(`Estabelecimento #${e.id} (${e.name})`);
  console.log(`  plano: ${e.plan}${e.pending_plan ? ` (muda para ${e.pending_plan} no fim do período)` : ''}`);
  console.log(`  situação: ${e.billing_status}${e.cancel_at_period_end ? ' (cancela no fim do período)' : ''}`);
  console.log(`  fim do teste: ${day(e.trial_ends_at)}  fim do período: ${day(e.current_period_end)}`);
  console.log(`  cliente: ${e.billing_customer_id ?? '—'}  assinatura: ${e.billing_subscription_id ?? '—'}`);
  const events: { id: string; type: string; outcome: string; received_at: Date }[] = await ds.query(
    `SELECT id, type, outcome, received_at FROM billing_events WHERE establishment_id = $1 ORDER BY received_at DESC LIMIT 10`,
    [Number(id)],
  );
  console.log(events.length ? 'Últimos eventos:' : 'Nenhum evento do provedor recebido.');
  for (const ev of events) console.log(`  ${ev.received_at.toISOString()} ${ev.type} ${ev.id} [${ev.outcome}]`);
  return 0;
}

/** No database needed: the routes come from the controllers' metadata. */
async function printRoutes(json: boolean): Promise<number> {
  const { AppModule } = await import('./app.module');
  // Only the module tree is read, nothing is instantiated: no configuration, secrets or database are touched.
  const routes = listRoutes(AppModule.forRoot({ databaseUrl: 'postgres://unused/routes' } as Parameters<typeof AppModule.forRoot>[0]));
  if (json) await new Promise((done) => process.stdout.write(`${JSON.stringify(routes)}\n`, done));
  else
    for (const r of routes)
      console.log(
        `${r.method.padEnd(6)} ${r.path.padEnd(48)} ${r.access}${r.permission ? `:${r.permission}` : ''}${r.plan ? ` (${r.plan})` : ''}${r.scope ? ` chave:${r.scope}` : ''}`,
      );
  return 0;
}

/** No database needed either: the document is the routes' metadata and the contracts. */
async function printOpenApi(): Promise<number> {
  const { AppModule } = await import('./app.module');
  const { buildOpenApiDocument } = await import('./platform/http/openapi/document');
  const appModule = AppModule.forRoot({ databaseUrl: 'postgres://unused/openapi' } as Parameters<typeof AppModule.forRoot>[0]);
  // process.exit() follows: a pipe gets the whole document only once the write has been flushed.
  await new Promise((done) => process.stdout.write(`${JSON.stringify(buildOpenApiDocument(appModule, loadConfig().appUrl), null, 2)}\n`, done));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error('Erro:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
