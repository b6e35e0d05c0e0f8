import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startIsolatedApp } from './support/demo-app';
import { createTenant } from './support/factories';
import { checkoutVisit, key } from './checkouts-visit';

/** The receipt e-mail reaches the SMTP server with the PDF attached (docs/product/api.md, 'Checkouts'). */
describe('checkouts: the receipt over SMTP', () => {
  it('delivers the e-mail with recibo-comanda-N.pdf attached', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const t = await startIsolatedApp('receipt_smtp', { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const owner = await createTenant(t.url, t.db, 'Expert');
      const v = await checkoutVisit(t, owner);
      await t.db.query(`UPDATE clients SET email = 'maria@cliente.com' WHERE id = $1`, [v.clientId]);
      const { body: c } = await owner.client.post('/api/checkouts', { appointmentIds: [v.a1] }, key());
      await owner.client.post(`/api/checkouts/${c.id}/payments`, { method: 'pix', amount: 8000 }, key());
      await owner.client.post(`/api/checkouts/${c.id}/close`, {}, key());
      expect((await owner.client.post(`/api/checkouts/${c.id}/receipt/send`, { channel: 'email' }, key())).status).toBe(200);
      for (let i = 0; i < 200 && !received.some((m) => m.includes('maria@cliente.com')); i++) await new Promise((r) => setTimeout(r, 50));
      const mail = received.find((m) => m.includes('maria@cliente.com'))!;
      expect(mail).toContain('Content-Type: application/pdf');
      expect(mail).toContain(`recibo-comanda-${c.number}.pdf`);
      expect(mail).toContain('JVBERi0'); // '%PDF-' in base64
    } finally {
      await t.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 90000);
});
