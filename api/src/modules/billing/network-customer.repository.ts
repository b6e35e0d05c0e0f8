import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface NetworkCustomer {
  networkId: number;
  networkName: string;
  customerId: string | null;
  paymentMethodId: string | null;
}

/** network_billing_customers: the one payment-provider customer of each network and its card on file. */
@Injectable()
export class NetworkCustomerRepository {
  constructor(readonly db: DataSource) {}

  /**
   * The network of a unit and its customer, under the network's lock until the commit: two units subscribing
   * at once see one customer, the second waiting for the first to keep it.
   */
  async lock(tx: EntityManager, establishmentId: number): Promise<NetworkCustomer> {
    const [network]: { networkId: number; networkName: string }[] = await tx.query(
      `SELECT n.id AS "networkId", n.name AS "networkName" FROM establishments e JOIN networks n ON n.id = e.network_id WHERE e.id = $1`,
      [establishmentId],
    );
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('network-billing'), $1)`, [network!.networkId]);
    const rows: { customer_id: string; payment_method_id: string | null }[] = await tx.query(
      `SELECT customer_id, payment_method_id FROM network_billing_customers WHERE network_id = $1`,
      [network!.networkId],
    );
    return { ...network!, customerId: rows[0]?.customer_id ?? null, paymentMethodId: rows[0]?.payment_method_id ?? null };
  }

  async keep(tx: EntityManager, networkId: number, customerId: string): Promise<void> {
    await tx.query(`INSERT INTO network_billing_customers (network_id, customer_id) VALUES ($1, $2)`, [networkId, customerId]);
  }

  /** A signup's customer becomes its new network's (the first one kept wins). */
  async adopt(tx: EntityManager, establishmentId: number, customerId: string): Promise<void> {
    await tx.query(
      `INSERT INTO network_billing_customers (network_id, customer_id)
       SELECT network_id, $2 FROM establishments WHERE id = $1 AND network_id IS NOT NULL ON CONFLICT DO NOTHING`,
      [establishmentId, customerId],
    );
  }

  async customerOf(establishmentId: number): Promise<string | null> {
    const rows: { customer_id: string }[] = await this.db.query(
      `SELECT c.customer_id FROM establishments e JOIN network_billing_customers c ON c.network_id = e.network_id WHERE e.id = $1`,
      [establishmentId],
    );
    return rows[0]?.customer_id ?? null;
  }

  /** A card confirmed on a subscription under the network's customer becomes the card the network's next units use. */
  async rememberCard(tx: EntityManager, establishmentId: number, customerId: string | null, paymentMethodId: string): Promise<void> {
    if (!customerId) return;
    await tx.query(
      `UPDATE network_billing_customers SET payment_method_id = $3
        WHERE network_id = (SELECT network_id FROM establishments WHERE id = $1) AND customer_id = $2
          AND payment_method_id IS DISTINCT FROM $3`,
      [establishmentId, customerId, paymentMethodId],
    );
  }
}
