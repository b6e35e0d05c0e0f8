import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { dayjs } from '@salao/contracts';
import { ZONE } from './agenda-fixtures';
import { key } from './checkouts-visit';
import { startApp, type TestApp } from './support/app';
import { createTenant, type Tenant } from './support/factories';
import { waitFor } from './support/wait';

type Mail = { subject: string; text: string; html: string; attachments: { filename: string; contentType: string; content: string }[] };

/**
 * The weekly e-mail of saved reports (docs/product/reports.md, 'Relatórios personalizados'): on Monday morning in
 * the establishment's zone, last week's figures go to the owner, once whatever the number of API instances.
 */
describe('custom reports: the Monday e-mail', () => {
  let t: TestApp;
  let second: TestApp;
  let owner: Tenant;
  const clockFile = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');
  // The first Monday after today: the week before it holds today, when the comanda below closes.
  let monday = dayjs().tz(ZONE).startOf('day').add(1, 'day');
  while (monday.day() !== 1) monday = monday.add(1, 'day');
  const lastWeek = { from: monday.subtract(7, 'day').format('DD/MM/YYYY'), to: monday.subtract(1, 'day').format('DD/MM/YYYY') };

  beforeAll(async () => {
    writeFileSync(clockFile, '');
    t = await startApp({ TEST_CLOCK_FILE: clockFile });
    second = await startApp({ TEST_CLOCK_FILE: clockFile });
    owner = await createTenant(t.url, t.db, 'Expert');
  }, 60000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function tick(times: number): Promise<void> {
    const boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 2 });
    await boss.start();
    try {
      // Ticks at once, as each instance's cron would send one: each job is taken by one instance only.
      const ids = await Promise.all(Array.from({ length: times }, () => boss.send('custom-reports-weekly', {})));
      await waitFor(
        async () => {
          const jobs = await t.db.query(`SELECT state FROM pgboss.job WHERE id = ANY($1::uuid[])`, [ids]);
          return jobs.length === times && jobs.every((j: { state: string }) => j.state === 'completed');
        },
        'os jobs do e-mail semanal concluídos',
        20000,
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }

  const mails = async (): Promise<Mail[]> =>
    t.db.query(`SELECT subject, text_body AS text, html_body AS html, attachments FROM outbox_emails WHERE to_address = $1 AND subject LIKE $2 ORDER BY id`, [
      owner.admin.email,
      `%(${lastWeek.from} a ${lastWeek.to})`,
    ]);

  it('sends each weekly report once, with the table and the CSV, and nothing before Monday 07:00', async () => {
    const product = await owner.client.post('/api/products', { name: 'Shampoo', category: 'Cabelo', price: '35.10', currentStock: 3, minStock: 0 });
    const opened = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: product.body.id, quantity: 1 }] }, key());
    await owner.client.post(`/api/checkouts/${opened.body.id}/payments`, { method: 'pix', amount: 3510 }, key());
    expect((await owner.client.post(`/api/checkouts/${opened.body.id}/close`, {}, key())).status).toBe(200);
    const save = (name: string, weeklyEmail: boolean) =>
      owner.client.post('/api/reports/custom', { name, metric: 'revenue', groupBy: ['payment_method'], chart: 'bar', weeklyEmail }, key());
    expect((await save('Faturamento por forma', true)).status).toBe(201);
    expect((await save('Só na tela', false)).status).toBe(201);
    expect((await save('Atendimentos semanais', true)).status).toBe(201);
    // A Core establishment's saved report (its plan went down): its plan no longer has custom reports.
    const core = await createTenant(t.url, t.db, 'Expert');
    await core.client.post('/api/reports/custom', { name: 'Rebaixado', metric: 'visits', groupBy: ['day'], chart: 'line', weeklyEmail: true }, key());
    await t.db.query(`UPDATE establishments SET plan = 'Core' WHERE id = $1`, [core.establishmentId]);

    writeFileSync(clockFile, monday.hour(6).minute(30).toISOString());
    await tick(2);
    expect(await mails()).toEqual([]);

    writeFileSync(clockFile, monday.hour(8).minute(30).toISOString());
    await tick(4);
    await tick(2);
    const sent = await mails();
    expect(sent.map((m) => m.subject).sort()).toEqual([
      `Relatório semanal: Atendimentos semanais (${lastWeek.from} a ${lastWeek.to})`,
      `Relatório semanal: Faturamento por forma (${lastWeek.from} a ${lastWeek.to})`,
    ]);
    const mail = sent.find((m) => m.subject.includes('Faturamento por forma'))!;
    // Intl's BRL puts a no-break space after 'R$'.
    expect(mail.text).toMatch(/PIX \| R\$\s35,10/);
    expect(mail.html).toContain('<td style="padding:4px 8px">PIX</td>');
    expect(mail.attachments).toHaveLength(1);
    const csv = Buffer.from(mail.attachments[0]!.content, 'base64').toString('utf8');
    expect(csv).toBe('\uFEFFForma de pagamento;Faturamento após descontos\r\nPIX;35,10\r\nTotal;35,10\r\n');
    const rebaixado = await t.db.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE subject LIKE '%Rebaixado%'`);
    expect(rebaixado[0].n).toBe(0);
    writeFileSync(clockFile, '');
  }, 90000);
});
