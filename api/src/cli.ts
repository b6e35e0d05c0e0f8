import 'reflect-metadata';
import { isPlanName, PLAN_NAMES } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { loadConfig } from './platform/config/config';
import { dataSourceOptions, runMigrations } from './platform/database/data-source';
import { resolveDatabase } from './platform/database/resolve';
import { seedDemo } from './seed/demo';

const USAGE = `Uso: npm run cli -- <comando>
  migrate                                 aplica as migrações pendentes
  seed:demo                               cria o estabelecimento de demonstração (banco vazio)
  plan:set <establishmentId> <${PLAN_NAMES.join('|')}>  muda o plano de um estabelecimento
  outbox [quantidade]                     últimos e-mails: destinatário, assunto, links`;

/** Operator commands against DATABASE_URL (or the embedded database under DATA_DIR). */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const known = ['migrate', 'seed:demo', 'plan:set', 'outbox'];
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error('Erro:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
