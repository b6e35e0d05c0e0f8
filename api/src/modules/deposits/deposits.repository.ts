import { Injectable } from '@nestjs/common';
import { ianaZone, type DepositDto, type DepositSettingsDto, type DepositStatus, type PlanName } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

type Db = DataSource | EntityManager;

export interface DepositRow extends DepositDto {
  establishmentId: number;
  brCode: string;
  paymentIntentId: string | null;
}

const COLUMNS = `d.id, d.establishment_id AS "establishmentId", d.amount_cents AS "amountCents", d.status, d.provider, d.txid,
  d.keep_hours AS "keepHours", d.expires_at AS "expiresAt", d.paid_at AS "paidAt", d.appointment_ids AS "appointmentIds",
  d.group_id AS "groupId", d.br_code AS "brCode", d.payment_intent_id AS "paymentIntentId", d.version, d.created_at AS "createdAt",
  (SELECT c.name FROM clients c WHERE c.id = d.client_id) AS "clientName",
  (SELECT min(a.starts_at) FROM appointments a WHERE a.id = ANY(d.appointment_ids)) AS "startsAt"`;

const SETTINGS = `coalesce(s.hold_minutes, 15) AS "depositHoldMinutes", s.pix_key AS "pixKey", s.pix_merchant_name AS "pixMerchantName",
  s.pix_merchant_city AS "pixMerchantCity", coalesce(s.version, 1) AS version`;

export interface NewDeposit {
  establishmentId: number;
  appointmentIds: number[];
  groupId: string | null;
  clientId: number;
  amountCents: number;
  keepHours: number;
  provider: 'stripe' | 'pix';
  txid: string;
  brCode: string;
  expiresAt: Date;
}

export interface ServiceRule {
  id: number;
  priceCents: number;
  depositType: 'percent' | 'fixed' | null;
  depositValue: number | null;
  depositKeepHours: number;
}

/** Every statement on deposits and deposit_settings; each status step is a conditional UPDATE (docs/product/deposits.md). */
@Injectable()
export class DepositsRepository {
  constructor(readonly db: DataSource) {}

  async settings(establishmentId: number, db: Db = this.db): Promise<DepositSettingsDto> {
    const [row] = await db.query(`SELECT ${SETTINGS} FROM (SELECT $1::int AS id) e LEFT JOIN deposit_settings s ON s.establishment_id = e.id`, [
      establishmentId,
    ]);
    return row;
  }

  async saveSettings(
    tx: EntityManager,
    establishmentId: number,
    v: Omit<DepositSettingsDto, 'version'> & { version?: number },
  ): Promise<DepositSettingsDto | null> {
    const rows = await tx.query(
      `INSERT INTO deposit_settings AS s (establishment_id, hold_minutes, pix_key, pix_merchant_name, pix_merchant_city)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (establishment_id) DO UPDATE SET hold_minutes = $2, pix_key = $3, pix_merchant_name = $4, pix_merchant_city = $5,
              version = s.version + 1, updated_at = now()
        WHERE ${versionMatches(6, 's.version')}
       RETURNING ${SETTINGS}`,
      [establishmentId, v.depositHoldMinutes, v.pixKey, v.pixMerchantName, v.pixMerchantCity, v.version ?? null],
    );
    return rows[0] ?? null;
  }

  serviceRules(establishmentId: number, serviceIds: number[]): Promise<ServiceRule[]> {
    return this.db.query(
      `SELECT id, round(price * 100)::int AS "priceCents", deposit_type AS "depositType", deposit_value AS "depositValue", deposit_keep_hours AS "depositKeepHours"
         FROM services WHERE establishment_id = $1 AND id = ANY($2::int[])`,
      [establishmentId, serviceIds],
    );
  }

  async insert(tx: EntityManager, d: NewDeposit): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO deposits (establishment_id, appointment_ids, group_id, client_id, amount_cents, keep_hours, provider, txid, br_code, expires_at)
       VALUES ($1, $2::int[], $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [d.establishmentId, d.appointmentIds, d.groupId, d.clientId, d.amountCents, d.keepHours, d.provider, d.txid, d.brCode, d.expiresAt],
    );
    return row.id;
  }

  async setIntent(id: number, paymentIntentId: string, brCode: string): Promise<void> {
    await this.db.query(`UPDATE deposits SET payment_intent_id = $2, br_code = $3 WHERE id = $1`, [id, paymentIntentId, brCode]);
  }

  async find(db: Db, establishmentId: number | null, id: number, lock = false): Promise<DepositRow | null> {
    const rows = await db.query(
      `SELECT ${COLUMNS} FROM deposits d WHERE d.id = $1 AND ($2::int IS NULL OR d.establishment_id = $2) ${lock ? 'FOR UPDATE OF d' : ''}`,
      [id, establishmentId],
    );
    return rows[0] ?? null;
  }

  list(establishmentId: number, status: DepositStatus | null): Promise<DepositRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM deposits d WHERE d.establishment_id = $1 AND ($2::text IS NULL OR d.status = $2) ORDER BY d.created_at DESC, d.id DESC LIMIT 200`,
      [establishmentId, status],
    );
  }

  /** The latest deposit covering an appointment, locked when asked (the caller's transaction). */
  async forAppointment(db: Db, appointmentId: number, lock = false): Promise<DepositRow | null> {
    const rows = await db.query(
      `SELECT ${COLUMNS} FROM deposits d WHERE $1 = ANY(d.appointment_ids) ORDER BY d.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF d' : ''}`,
      [appointmentId],
    );
    return rows[0] ?? null;
  }

  /** Paid deposits of these appointments not yet in a comanda, locked: what a comanda opened for them brings in. */
  paidFor(tx: EntityManager, establishmentId: number, appointmentIds: number[]): Promise<{ id: number; amountCents: number }[]> {
    return tx.query(
      `SELECT id, amount_cents AS "amountCents" FROM deposits
        WHERE establishment_id = $1 AND appointment_ids && $2::int[] AND status = 'paid' ORDER BY id FOR UPDATE`,
      [establishmentId, appointmentIds],
    );
  }

  /**
   * One status step, only from the statuses given: answers the row when it moved, null when another step won
   * (a replayed or concurrent event finds it moved already).
   */
  async move(
    db: Db,
    id: number,
    from: DepositStatus[],
    to: DepositStatus,
    extra: { version?: number | null; paid?: boolean; reason?: string | null; checkoutPaymentId?: number } = {},
  ): Promise<{ id: number; establishmentId: number; appointmentIds: number[] } | null> {
    const rows = returnedRows<{ id: number; establishmentId: number; appointmentIds: number[] }>(
      await db.query(
        `UPDATE deposits SET status = $3, version = version + 1, settled_at = now(),
                paid_at = CASE WHEN $5 THEN now() ELSE paid_at END,
                checkout_payment_id = coalesce($6, checkout_payment_id), reason = coalesce($7, reason)
          WHERE id = $1 AND status = ANY($2::text[]) AND ${versionMatches(4)}
          RETURNING id, establishment_id AS "establishmentId", appointment_ids AS "appointmentIds"`,
        [id, from, to, extra.version ?? null, !!extra.paid, extra.checkoutPaymentId ?? null, extra.reason ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /** Awaiting deposits past their window (by the injected clock's now). */
  async due(now: number): Promise<{ id: number; establishmentId: number; appointmentIds: number[] }[]> {
    return this.db.query(
      `SELECT id, establishment_id AS "establishmentId", appointment_ids AS "appointmentIds" FROM deposits
        WHERE status = 'awaiting' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
      [new Date(now)],
    );
  }

  /** Whether new bookings of the establishment are confirmed at once (online-booking's setting). */
  async autoConfirm(establishmentId: number): Promise<boolean> {
    const [row] = await this.db.query(`SELECT coalesce((SELECT auto_confirm FROM online_booking_settings WHERE establishment_id = $1), false) AS v`, [
      establishmentId,
    ]);
    return !!row?.v;
  }

  /** The establishment acting as its management for the deposit's background steps (as public bookings do). */
  async actingAuth(establishmentId: number): Promise<AuthContext | null> {
    const [e] = await this.db.query(
      `SELECT e.id, e.timezone, e.plan,
              (SELECT u.id FROM users u JOIN establishments h ON h.id = u.establishment_id
                WHERE h.network_id = e.network_id AND u.role IN ('admin', 'owner') AND u.is_active
                ORDER BY u.establishment_id = e.id DESC, u.id LIMIT 1) AS "ownerUserId"
         FROM establishments e WHERE e.id = $1`,
      [establishmentId],
    );
    if (!e?.ownerUserId) return null;
    return {
      sessionId: `deposits:${e.id}`,
      userId: e.ownerUserId,
      establishmentId: e.id,
      role: 'admin',
      staffId: null,
      name: 'Sinal',
      email: '',
      plan: e.plan as PlanName,
      timezone: e.timezone,
      zone: ianaZone(e.timezone),
      via: 'online-booking',
    };
  }
}
