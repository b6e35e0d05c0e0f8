import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { dayjs } from '@salao/contracts';
import type { TestApp } from './support/app';
import { ApiClient } from './support/client';
import { waitFor } from './support/wait';
import { agendaTenant, createService, ZONE, type AgendaTenant } from './agenda-fixtures';

/** docs/product/deposits.md: a salon whose Corte asks R$ 30,00 (24 h) and Coloração 20 % of R$ 150,00 (48 h). */
export interface DepositTenant extends AgendaTenant {
  slug: string;
  corte: number;
  cor: number;
}

export const PIX = { pixKey: 'salao@exemplo.com', pixMerchantName: 'Studio Bela', pixMerchantCity: 'Sao Paulo' };

export async function depositTenant(t: TestApp, ownPix = true): Promise<DepositTenant> {
  const x = await agendaTenant(t.url, t.db);
  const slug = (await x.client.get('/api/establishment')).body.slug as string;
  const corte = await createService(x.client, [x.staffId], { name: 'Corte', price: '80.00', depositType: 'fixed', depositValue: 3000, depositKeepHours: 24 });
  const cor = await createService(x.client, [x.staffId], {
    name: 'Coloração',
    price: '150.00',
    depositType: 'percent',
    depositValue: 20,
    depositKeepHours: 48,
  });
  if (ownPix) {
    const saved = await x.client.put('/api/deposits/settings', { depositHoldMinutes: 15, ...PIX });
    if (saved.status !== 200) throw new Error(`deposit settings: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return { ...x, slug, corte: corte.id, cor: cor.id };
}

let n = 0;
export const phone = () => `(11) 9${String(81230000 + ++n + Math.floor(Math.random() * 5000) * 10)}`;

export function bookOne(t: TestApp, x: DepositTenant, serviceId: number, date: string, time: string) {
  return new ApiClient(t.url).post(`/api/public/${x.slug}/appointments`, {
    serviceId,
    staffId: x.staffId,
    date,
    time,
    name: 'Clara Cliente',
    phone: phone(),
    email: '',
    website: '',
  });
}

export const tokenOf = (manageUrl: string) => manageUrl.split('/').at(-1)!;
export const at = (date: string, time: string) => dayjs.tz(`${date} ${time}`, ZONE).valueOf();

/** The API's injected clock (TEST_CLOCK_FILE): empty = the real time. */
export function testClock() {
  const file = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');
  writeFileSync(file, '');
  return { file, set: (ms: number | null) => writeFileSync(file, ms === null ? '' : new Date(ms).toISOString()) };
}

/** Runs a pg-boss job now (what its cron does) and waits until it completed. */
export async function runJob(boss: PgBoss, t: TestApp, name: string): Promise<void> {
  const id = await boss.send(name, {});
  await waitFor(async () => ((await t.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state === 'completed' ? true : null), `job ${name}`);
}

export async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 2 });
  await boss.start();
  return boss;
}

export const depositRow = async (t: TestApp, id: number) =>
  (await t.db.query(`SELECT status, reason, version, txid, amount_cents AS "amountCents" FROM deposits WHERE id = $1`, [id]))[0];
