import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { ApiClient } from './support/client';
import { startFakeEvolution, type FakeEvolution } from './support/fake-evolution';
import { waitFor } from './support/wait';
import { agendaTenant, futureMonday, type AgendaTenant } from './agenda-fixtures';

const MINUTE = 60_000;

/** Reminders and messages on a controllable clock, in São Paulo (WhatsApp) and Manaus (e-mail); the waitlist. */
describe('online booking: messages, reminders and the waitlist (issue 14)', () => {
  let t: TestApp;
  let evo: FakeEvolution;
  let boss: PgBoss;
  let sp: AgendaTenant;
  let am: AgendaTenant;
  const clockFile = join(mkdtempSync(join(tmpdir(), 'salao-clock-')), 'now');
  const pub = () => new ApiClient(t.url);
  const setClock = (at: number) => writeFileSync(clockFile, new Date(at).toISOString());
  const slugOf = async (x: AgendaTenant) => (await x.client.get('/api/establishment')).body.slug as string;
  const sends = (appointmentId: number) =>
    t.db.query(`SELECT kind, status, channel, due_at AS "dueAt", body FROM online_booking_sends WHERE appointment_id = $1 ORDER BY id`, [
      appointmentId,
    ]) as Promise<{ kind: string; status: string; channel: string | null; dueAt: Date; body: string | null }[]>;
  /** Runs the due job (what the per-minute cron does) and waits until it finished. */
  const runDue = async () => {
    const id = await boss.send('online-booking.due', {});
    await waitFor(
      async () => ((await t.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]))[0]?.state === 'completed' ? true : null),
      'job online-booking.due',
    );
  };

  beforeAll(async () => {
    evo = await startFakeEvolution();
    t = await startApp({
      TEST_CLOCK_FILE: clockFile,
      EVOLUTION_URL: evo.url,
      EVOLUTION_API_KEY: evo.apiKey,
      ONLINE_BOOKINGS_PER_ADDRESS: '100000',
      ONLINE_BOOKINGS_PER_PHONE: '100000',
    });
    boss = new PgBoss({ connectionString: process.env.TEST_DB_URL!, schedule: false, supervise: false, max: 2 });
    await boss.start();
    sp = await agendaTenant(t.url, t.db);
    am = await agendaTenant(t.url, t.db);
    const zone = await am.client.patch('/api/establishment/timezone', { timezone: 'America/Manaus' });
    if (zone.status !== 200) throw new Error(`fuso: ${zone.status}`);
    await t.db.query(`INSERT INTO evolution_instances (establishment_id, instance_name, status) VALUES ($1, 'salao-sp', 'connected')`, [sp.establishmentId]);
    evo.instances.set('salao-sp', 'open');
  }, 60000);
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await t.close();
    await evo.close();
  });

  it('São Paulo: booked message on WhatsApp at once; reminders 24 h and 2 h before on its wall clock, each sent once', async () => {
    const monday = futureMonday(2);
    const made = await pub().post(`/api/public/${await slugOf(sp)}/appointments`, {
      serviceId: sp.serviceId,
      staffId: sp.staffId,
      date: monday,
      time: '10:00',
      name: 'Bia',
      phone: '(11) 98888-7777',
    });
    expect(made.status).toBe(201);
    const start = Date.parse(`${monday}T10:00:00-03:00`);
    await waitFor(async () => (await sends(made.body.id)).find((s) => s.kind === 'booked' && s.status === 'sent'), 'booked message');
    expect(evo.sent.at(-1)).toMatchObject({ instance: 'salao-sp', number: '5511988887777' });
    expect(evo.sent.at(-1)!.text).toContain('Olá, Bia! Recebemos seu agendamento de Corte Feminino');
    expect(evo.sent.at(-1)!.text).toContain(made.body.manageUrl);
    const reminders = (await sends(made.body.id)).filter((s) => s.kind.startsWith('reminder:'));
    expect(reminders.map((r) => [r.kind.split(':')[1], r.dueAt.getTime(), r.status])).toEqual([
      ['1440', start - 1440 * MINUTE, 'scheduled'],
      ['120', start - 120 * MINUTE, 'scheduled'],
    ]);

    setClock(start - 1440 * MINUTE - MINUTE);
    await runDue();
    expect((await sends(made.body.id)).filter((s) => s.status === 'scheduled')).toHaveLength(2);
    setClock(start - 1440 * MINUTE);
    const before = evo.sent.length;
    await Promise.all([runDue(), runDue(), runDue()]);
    const after = await sends(made.body.id);
    expect(after.find((s) => s.kind.startsWith('reminder:1440'))).toMatchObject({ status: 'sent', channel: 'whatsapp' });
    expect(after.find((s) => s.kind.startsWith('reminder:120'))).toMatchObject({ status: 'scheduled' });
    expect(evo.sent.slice(before).filter((m) => m.text.startsWith('Lembrete'))).toHaveLength(1);
    expect(evo.sent.at(-1)!.text).toContain(`${monday.slice(8, 10)}/${monday.slice(5, 7)}/${monday.slice(0, 4)} às 10:00`);
    setClock(start - 120 * MINUTE);
    await runDue();
    await runDue();
    expect(evo.sent.slice(before).filter((m) => m.text.startsWith('Lembrete'))).toHaveLength(2);
  });

  it('Manaus: e-mail without WhatsApp, reminders on Manaus wall clock, none after cancellation', async () => {
    writeFileSync(clockFile, '');
    const monday = futureMonday(2);
    const made = await pub().post(`/api/public/${await slugOf(am)}/appointments`, {
      serviceId: am.serviceId,
      staffId: am.staffId,
      date: monday,
      time: '10:00',
      name: 'Davi',
      phone: '(92) 98888-1111',
      email: 'davi@cliente.test',
    });
    expect(made.status).toBe(201);
    const start = Date.parse(`${monday}T10:00:00-04:00`);
    const reminders = (await sends(made.body.id)).filter((s) => s.kind.startsWith('reminder:'));
    expect(reminders.map((r) => r.dueAt.getTime())).toEqual([start - 1440 * MINUTE, start - 120 * MINUTE]);
    await waitFor(async () => (await sends(made.body.id)).find((s) => s.kind === 'booked' && s.status === 'sent' && s.channel === 'email'), 'booked e-mail');
    const mails = await t.db.query(`SELECT subject, text_body AS text FROM outbox_emails WHERE to_address = 'davi@cliente.test' ORDER BY id`);
    expect(mails[0].subject).toContain('agendamento recebido');

    const token = made.body.manageUrl.split('/').at(-1);
    expect((await pub().delete(`/api/public/bookings/${token}`)).body.status).toBe('cancelled');
    setClock(start - 60 * MINUTE);
    await runDue();
    const after = await sends(made.body.id);
    expect(after.filter((s) => s.kind.startsWith('reminder:')).map((s) => s.status)).toEqual(['skipped', 'skipped']);
    expect(after.find((s) => s.kind === 'cancelled')).toMatchObject({ status: 'sent', channel: 'email' });
    const texts = (await t.db.query(`SELECT text_body AS text FROM outbox_emails WHERE to_address = 'davi@cliente.test'`)).map((m: { text: string }) => m.text);
    expect(texts.some((text: string) => text.startsWith('Lembrete'))).toBe(false);
  });

  it('confirmation from the bell sends the confirmed message', async () => {
    writeFileSync(clockFile, '');
    const made = await pub().post(`/api/public/${await slugOf(sp)}/appointments`, {
      serviceId: sp.serviceId,
      staffId: sp.staffId,
      date: futureMonday(3),
      time: '09:00',
      name: 'Caio',
      phone: '(11) 97777-1234',
    });
    expect((await sp.client.patch(`/api/appointments/${made.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await waitFor(async () => (await sends(made.body.id)).find((s) => s.kind === 'confirmed' && s.status === 'sent'), 'confirmed message');
    expect(evo.sent.at(-1)!.text).toContain('está confirmado');
  });

  it("a client's messages go out in the order written: one waits while an earlier one is still being sent elsewhere", async () => {
    writeFileSync(clockFile, '');
    const made = await pub().post(`/api/public/${await slugOf(sp)}/appointments`, {
      serviceId: sp.serviceId,
      staffId: sp.staffId,
      date: futureMonday(4),
      time: '09:00',
      name: 'Duda',
      phone: '(11) 97777-5678',
    });
    expect(made.status).toBe(201);
    await waitFor(async () => (await sends(made.body.id)).find((s) => s.kind === 'booked' && s.status === 'sent'), 'booked message');
    // Another instance took "recebemos" a moment ago and has not finished sending it.
    await t.db.query(`UPDATE online_booking_sends SET status = 'sending', attempted_at = now() WHERE appointment_id = $1 AND kind = 'booked'`, [made.body.id]);
    expect((await sp.client.patch(`/api/appointments/${made.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await runDue();
    expect((await sends(made.body.id)).find((s) => s.kind === 'confirmed')!.status).toBe('scheduled');

    await t.db.query(`UPDATE online_booking_sends SET status = 'sent' WHERE appointment_id = $1 AND kind = 'booked'`, [made.body.id]);
    await runDue();
    expect((await sends(made.body.id)).find((s) => s.kind === 'confirmed')!.status).toBe('sent');

    // A send left 'sending' by an instance that died holds nothing back for long.
    await t.db.query(
      `UPDATE online_booking_sends SET status = 'sending', attempted_at = now() - interval '10 minutes' WHERE appointment_id = $1 AND kind = 'confirmed'`,
      [made.body.id],
    );
    expect((await sp.client.delete(`/api/appointments/${made.body.id}`)).status).toBe(200);
    await waitFor(async () => (await sends(made.body.id)).find((s) => s.kind === 'cancelled' && s.status === 'sent'), 'cancelled message');
  });

  it('waitlist: a freed time goes to the first in line, held; when the hold expires it passes to the next, who books it', async () => {
    writeFileSync(clockFile, '');
    const slug = await slugOf(sp);
    const monday = futureMonday(4);
    const made = await pub().post(`/api/public/${slug}/appointments`, {
      serviceId: sp.serviceId,
      staffId: sp.staffId,
      date: monday,
      time: '11:00',
      name: 'Eva',
      phone: '(11) 96666-0000',
    });
    expect(made.status).toBe(201);
    const joinWaitlist = (name: string, phone: string) =>
      pub().post(`/api/public/${slug}/waitlist`, { serviceId: sp.serviceId, staffId: null, date: monday, name, phone });
    expect(await joinWaitlist('Primeira', '(11) 95555-0001')).toMatchObject({ status: 201, body: { position: 1, message: PUBLIC_BOOKING_MSG.waitlistJoined } });
    expect(await joinWaitlist('Segunda', '(11) 95555-0002')).toMatchObject({ status: 201, body: { position: 2 } });
    expect(await joinWaitlist('Primeira', '(11) 95555-0001')).toMatchObject({ status: 409, body: { message: PUBLIC_BOOKING_MSG.waitlistDuplicate } });

    const now = Date.now();
    setClock(now);
    expect((await pub().delete(`/api/public/bookings/${made.body.manageUrl.split('/').at(-1)}`)).status).toBe(200);
    const offerTo = (number: string) =>
      waitFor(async () => evo.sent.find((m) => m.number === number && m.text.includes('Vagou um horário')), `offer to ${number}`);
    const first = await offerTo('5511955550001');
    expect(first.text).toContain('às 11:00');
    const firstToken = /oferta\/(\S+)/.exec(first.text)![1]!;
    expect(await pub().get(`/api/public/waitlist-offers/${firstToken}`)).toMatchObject({ status: 200, body: { time: '11:00', date: monday, active: true } });
    const times = (await pub().get(`/api/public/${slug}/available-times?serviceId=${sp.serviceId}&date=${monday}`)).body.times as string[];
    expect(times).not.toContain('11:00');
    expect(
      (
        await pub().post(`/api/public/${slug}/appointments`, {
          serviceId: sp.serviceId,
          staffId: sp.staffId,
          date: monday,
          time: '11:00',
          name: 'Intrusa',
          phone: '(11) 94444-0000',
        })
      ).status,
    ).toBe(409);
    // One signature character changed for another (mid-string: every bit of it is signature, never padding).
    const at = firstToken.length - 8;
    const tampered = firstToken.slice(0, at) + (firstToken[at] === 'A' ? 'B' : 'A') + firstToken.slice(at + 1);
    expect((await pub().get(`/api/public/waitlist-offers/${tampered}`)).status).toBe(403);

    setClock(now + 16 * MINUTE);
    await runDue();
    const second = await offerTo('5511955550002');
    expect(await pub().post(`/api/public/waitlist-offers/${firstToken}/claim`)).toMatchObject({
      status: 409,
      body: { message: PUBLIC_BOOKING_MSG.offerExpired },
    });
    const claimed = await pub().post(`/api/public/waitlist-offers/${/oferta\/(\S+)/.exec(second.text)![1]}/claim`);
    expect(claimed).toMatchObject({ status: 201, body: { status: 'pending' } });
    const [row] = await t.db.query(`SELECT to_char(starts_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI') AS at FROM appointments WHERE id = $1`, [
      claimed.body.id,
    ]);
    expect(row.at).toBe(`${monday} 11:00`);
    writeFileSync(clockFile, '');
  });
});
