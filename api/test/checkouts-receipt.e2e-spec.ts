import { CHECKOUT_MSG, SESSION_COOKIE } from '@salao/contracts';
import { startApp, type TestApp } from './support/app';
import { startFakeEvolution, type FakeEvolution } from './support/fake-evolution';
import { createTenant } from './support/factories';
import { checkoutVisit, key } from './checkouts-visit';

/** The comanda's receipt (docs/product/api.md, 'Checkouts'): a PDF, sent by e-mail or as a WhatsApp document. */
describe('checkouts: the receipt', () => {
  let t: TestApp;
  let evo: FakeEvolution;
  beforeAll(async () => {
    evo = await startFakeEvolution();
    t = await startApp({ EVOLUTION_URL: evo.url, EVOLUTION_API_KEY: evo.apiKey });
  });
  afterAll(async () => {
    await t.close();
    await evo.close();
  });

  it('is a PDF; sent by e-mail with the PDF attached and on WhatsApp as a document; 409 without e-mail, phone or connection', async () => {
    const owner = await createTenant(t.url, t.db, 'Expert');
    const e = owner.establishmentId;
    const v = await checkoutVisit(t, owner);
    await t.db.query(`UPDATE clients SET email = 'maria@cliente.com', phone = '(11) 98888-7777' WHERE id = $1`, [v.clientId]);
    const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1], tip: { amount: 500, staffId: v.ana } }, key());
    await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'dinheiro', amount: 8500, received: 10000 }, key());
    await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());

    const pdf = await fetch(`${t.url}/api/checkouts/${c.id}/receipt`, { headers: { cookie: `${SESSION_COOKIE}=${owner.client.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    const other = await createTenant(t.url, t.db, 'Expert');
    expect((await other.client.get(`/api/checkouts/${c.id}/receipt`)).status).toBe(404);

    const byMail = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'email' }, key());
    expect(byMail.status).toBe(200);
    expect(byMail.body).toEqual({ success: true, message: CHECKOUT_MSG.receiptSent });
    const [mail] = await t.db.query(`SELECT subject, text_body AS text, attachments FROM outbox_emails WHERE to_address = 'maria@cliente.com'`);
    expect(mail.subject).toContain(`nº ${c.number}`);
    expect(mail.text).toContain(CHECKOUT_MSG.receiptThanks);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `recibo-comanda-${c.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(mail.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const off = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'whatsapp' }, key());
    expect(off.status).toBe(409);
    expect(off.body).toEqual({ message: CHECKOUT_MSG.receiptWhatsappOff });
    await t.db.query(`INSERT INTO evolution_instances (establishment_id, instance_name, status) VALUES ($1, $2, 'connected')`, [e, `salao-${e}`]);
    evo.instances.set(`salao-${e}`, 'open');
    const byWhatsapp = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'whatsapp' }, key());
    expect(byWhatsapp.status).toBe(200);
    const doc = evo.documents.at(-1)!;
    expect(doc).toMatchObject({ instance: `salao-${e}`, number: '5511988887777', fileName: `recibo-comanda-${c.number}.pdf`, mimetype: 'application/pdf' });
    expect(doc.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await t.db.query(`UPDATE clients SET email = NULL, phone = '' WHERE id = $1`, [v.clientId]);
    const noMail = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'email' }, key());
    expect(noMail.status).toBe(409);
    expect(noMail.body).toEqual({ message: CHECKOUT_MSG.receiptNoEmail });
    const noPhone = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'whatsapp' }, key());
    expect(noPhone.status).toBe(409);
    expect(noPhone.body).toEqual({ message: CHECKOUT_MSG.receiptNoPhone });
    const bad = await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'sms' }, key());
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: CHECKOUT_MSG.receiptChannel });
    const { body: walkIn } = await owner.client.post('/api/checkouts', { items: [{ type: 'product', productId: v.shampoo }] }, key());
    const anonymous = await owner.client.post(`/api/checkouts/${walkIn.id}/receipt/send`, { channel: 'email' }, key());
    expect(anonymous.status).toBe(409);
    expect(anonymous.body).toEqual({ message: CHECKOUT_MSG.receiptNoClient });
  });
});
