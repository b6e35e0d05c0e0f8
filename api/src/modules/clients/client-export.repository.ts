import { Injectable } from '@nestjs/common';
import type { ClientExportDto } from '@salao/contracts';
import { DataSource } from 'typeorm';

type Export = ClientExportDto;

/**
 * The reads of a client's data export: every row that names the client, across the domains that hold one.
 * Read-only, in one snapshot. $1 is the establishment, $2 the client: her rows in every unit that sees her
 * (client_scope, docs/product/units.md 'Shared clients').
 */
const SQL = {
  establishment: `SELECT id, name FROM establishments WHERE id = $1`,
  client: `SELECT id, name, phone, email, address, notes, birthday::text AS birthday, allergies, hair_notes AS "hairNotes", skin_notes AS "skinNotes", anamnesis,
                  last_visit AS "lastVisit", created_at AS "createdAt", deleted_at AS "deletedAt", anonymized_at AS "anonymizedAt"
             FROM clients WHERE establishment_id IN (SELECT u FROM client_scope($1::int) u) AND id = $2`,
  appointments: `SELECT a.id, a.starts_at AS "startsAt", a.ends_at AS "endsAt", s.name AS service, st.name AS staff, a.status, a.price::text AS price, a.notes, a.source,
                        a.created_at AS "createdAt", a.completed_at AS "completedAt"
                   FROM appointments a JOIN services s ON s.id = a.service_id JOIN staff st ON st.id = a.staff_id
                  WHERE a.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND a.client_id = $2 ORDER BY a.starts_at, a.id`,
  transactions: `SELECT id, type, amount::text AS amount, description, category, payment_method AS "paymentMethod", transaction_date AS date, notes, appointment_id AS "appointmentId"
                   FROM transactions WHERE establishment_id IN (SELECT u FROM client_scope($1::int) u) AND client_id = $2 ORDER BY transaction_date, id`,
  productSales: `SELECT ps.id, ps.transaction_id AS "transactionId", ps.product_name AS product, ps.quantity, ps.unit_price::text AS "unitPrice", ps.total::text AS total, ps.sold_at AS "soldAt"
                   FROM product_sales ps JOIN transactions t ON t.id = ps.transaction_id
                  WHERE t.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND t.client_id = $2 ORDER BY ps.sold_at, ps.id`,
  balances: `SELECT p.name AS program, la.balance FROM loyalty_accounts la JOIN loyalty_programs p ON p.id = la.program_id
              WHERE la.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND la.client_id = $2 ORDER BY p.name`,
  entries: `SELECT e.id::float8 AS id, p.name AS program, e.points, e.kind, e.reason, e.appointment_id AS "appointmentId", e.created_at AS "createdAt"
              FROM loyalty_point_entries e JOIN loyalty_programs p ON p.id = e.program_id
             WHERE e.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND e.client_id = $2 ORDER BY e.created_at, e.id`,
  onlineBookings: `SELECT ob.appointment_id AS "appointmentId", ob.phone, ob.email, ob.created_at AS "createdAt"
                     FROM online_bookings ob JOIN appointments a ON a.id = ob.appointment_id
                    WHERE ob.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND a.client_id = $2 ORDER BY ob.created_at, ob.appointment_id`,
  messages: `SELECT s.appointment_id AS "appointmentId", s.kind, s.channel, s.recipient, s.status, s.body, s.created_at AS "createdAt"
               FROM online_booking_sends s JOIN appointments a ON a.id = s.appointment_id
              WHERE s.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND a.client_id = $2 ORDER BY s.created_at, s.id`,
  // The waitlist is kept by phone (national digits), not by client: $2 is the client's phone normalized.
  waitlist: `SELECT id, date::text AS date, name, phone, email, status, created_at AS "createdAt"
               FROM online_booking_waitlist WHERE establishment_id IN (SELECT u FROM client_scope($1::int) u) AND phone = $2 ORDER BY created_at, id`,
  // Comandas (owned by the checkouts module): items and payments as JSON arrays, amounts in cents.
  checkouts: `SELECT c.id, c.number, c.status, c.discount_cents::float8 AS discount, c.tip_cents::float8 AS tip, c.created_at AS "createdAt",
                     c.closed_at AS "closedAt", c.refunded_at AS "refundedAt", c.refund_reason AS "refundReason",
                     coalesce((SELECT json_agg(json_build_object('type', i.type, 'name', i.name, 'staff', st.name, 'quantity', i.quantity,
                                 'unitPrice', i.unit_price_cents, 'discount', i.discount_cents, 'refundedAt', i.refunded_at) ORDER BY i.position)
                                 FROM checkout_items i LEFT JOIN staff st ON st.id = i.staff_id WHERE i.checkout_id = c.id), '[]') AS items,
                     coalesce((SELECT json_agg(json_build_object('method', p.method, 'amount', p.amount_cents, 'received', p.received_cents,
                                 'change', p.change_cents, 'installments', p.installments, 'createdAt', p.created_at) ORDER BY p.id)
                                 FROM checkout_payments p WHERE p.checkout_id = c.id), '[]') AS payments
                FROM checkouts c WHERE c.establishment_id IN (SELECT u FROM client_scope($1::int) u) AND c.client_id = $2 ORDER BY c.created_at, c.id`,
  balanceEntries: `SELECT id, kind, amount_cents::float8 AS amount, checkout_id AS "checkoutId", method, created_at AS "createdAt"
                     FROM client_balance_entries WHERE establishment_id IN (SELECT u FROM client_scope($1::int) u) AND client_id = $2 ORDER BY created_at, id`,
} as const;

@Injectable()
export class ClientExportRepository {
  constructor(private readonly db: DataSource) {}

  /** null when the establishment has no such client (soft-deleted ones included: their data is still held). */
  read(establishmentId: number, clientId: number, waitlistPhone: (phone: string) => string | null): Promise<Omit<Export, 'exportedAt'> | null> {
    return this.db.transaction('REPEATABLE READ', async (tx) => {
      const rows = <T>(sql: string, values: unknown[] = [establishmentId, clientId]) => tx.query(sql, values) as Promise<T[]>;
      const [client] = await rows<Export['client']>(SQL.client);
      if (!client) return null;
      const phone = waitlistPhone(client.phone);
      return {
        establishment: (await rows<Export['establishment']>(SQL.establishment, [establishmentId]))[0]!,
        client,
        appointments: await rows<Export['appointments'][number]>(SQL.appointments),
        transactions: await rows<Export['transactions'][number]>(SQL.transactions),
        productSales: await rows<Export['productSales'][number]>(SQL.productSales),
        loyalty: { balances: await rows(SQL.balances), entries: await rows(SQL.entries) },
        onlineBookings: await rows<Export['onlineBookings'][number]>(SQL.onlineBookings),
        messages: await rows<Export['messages'][number]>(SQL.messages),
        waitlist: phone ? await rows<Export['waitlist'][number]>(SQL.waitlist, [establishmentId, phone]) : [],
        checkouts: await rows<Export['checkouts'][number]>(SQL.checkouts),
        balanceEntries: await rows<Export['balanceEntries'][number]>(SQL.balanceEntries),
      };
    });
  }
}
