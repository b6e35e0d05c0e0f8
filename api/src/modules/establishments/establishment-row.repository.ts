import { Injectable } from '@nestjs/common';
import type { BillingStatus, PlanName, SettingsDto, SettingsInput } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';
import { versionMatches } from '../../platform/http/versioned';

/** The subscription state on the establishment row (billing's). */
export interface BillingRow {
  id: number;
  plan: PlanName;
  billing_status: BillingStatus;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  pending_plan: PlanName | null;
  billing_customer_id: string | null;
  billing_subscription_id: string | null;
  /** bigint: the newest applied event's created time, seconds. */
  billing_synced_at: string;
}

export type BillingChange = Partial<
  Pick<BillingRow, 'plan' | 'billing_status' | 'trial_ends_at' | 'current_period_end' | 'cancel_at_period_end' | 'pending_plan'>
> & {
  billing_synced_at?: number;
};

export const BILLING_COLUMNS = `id, plan, billing_status, trial_ends_at, current_period_end, cancel_at_period_end, pending_plan, billing_customer_id, billing_subscription_id, billing_synced_at`;
const BILLING_CHANGEABLE = [
  'plan',
  'billing_status',
  'trial_ends_at',
  'current_period_end',
  'cancel_at_period_end',
  'pending_plan',
  'billing_synced_at',
] as const;

/** The Configurações form's columns (settings'), as SettingsDto. */
export const SETTINGS_COLUMNS = `whatsapp_connection_type AS "whatsappConnectionType", whatsapp_official_number AS "whatsappOfficialNumber",
  whatsapp_establishment_name AS "whatsappEstablishmentName", whatsapp_service_number AS "whatsappServiceNumber",
  whatsapp_api_key AS "whatsappApiKey", whatsapp_instance_id AS "whatsappInstanceId", two_factor_auth AS "twoFactorAuth",
  session_timeout_minutes AS "sessionTimeout", slot_minutes AS "slotMinutes", settings_version AS version`;

/** Maps SettingsDto fields to their establishments columns (only the fields sent are written). */
const SETTINGS_FIELD_COLUMNS: Record<Exclude<keyof SettingsInput, 'version'>, string> = {
  whatsappConnectionType: 'whatsapp_connection_type',
  whatsappOfficialNumber: 'whatsapp_official_number',
  whatsappEstablishmentName: 'whatsapp_establishment_name',
  whatsappServiceNumber: 'whatsapp_service_number',
  whatsappApiKey: 'whatsapp_api_key',
  whatsappInstanceId: 'whatsapp_instance_id',
  twoFactorAuth: 'two_factor_auth',
  sessionTimeout: 'session_timeout_minutes',
  slotMinutes: 'slot_minutes',
};

/**
 * The establishment row's columns that other modules keep (billing, settings, business hours' version, the
 * WhatsApp gateway), written here because the row is this module's (docs/architecture.md, 'One owner per table').
 */
@Injectable()
export class EstablishmentRowRepository {
  constructor(readonly db: DataSource) {}

  async updateBilling(tx: EntityManager, id: number, change: BillingChange): Promise<BillingRow> {
    const keys = BILLING_CHANGEABLE.filter((k) => change[k] !== undefined);
    const sets = keys.map((k, i) => `${k} = $${i + 2}`);
    const result = await tx.query(`UPDATE establishments SET ${sets.length ? sets.join(', ') : 'id = id'} WHERE id = $1 RETURNING ${BILLING_COLUMNS}`, [
      id,
      ...keys.map((k) => change[k]),
    ]);
    return returnedRows<BillingRow>(result)[0]!;
  }

  async linkBilling(tx: EntityManager, id: number, customerId: string, subscriptionId: string | null, status: BillingStatus): Promise<void> {
    await tx.query(
      `UPDATE establishments SET billing_customer_id = $2, billing_subscription_id = $3, billing_status = $4, current_period_end = trial_ends_at WHERE id = $1`,
      [id, customerId, subscriptionId, status],
    );
  }

  /** The new version, or null when `expected` is stale. */
  async bumpBusinessHoursVersion(tx: EntityManager, id: number, expected: number | null): Promise<number | null> {
    const [row] = returnedRows<{ version: number }>(
      await tx.query(
        `UPDATE establishments SET business_hours_version = business_hours_version + 1 WHERE id = $1 AND ($2::int IS NULL OR business_hours_version = $2::int)
         RETURNING business_hours_version AS version`,
        [id, expected],
      ),
    );
    return row?.version ?? null;
  }

  /** Writes the fields sent; null when `input.version` is stale (the Configurações form's own version). */
  async updateSettings(tx: EntityManager, id: number, input: SettingsInput): Promise<SettingsDto | null> {
    const entries = (Object.keys(SETTINGS_FIELD_COLUMNS) as (keyof typeof SETTINGS_FIELD_COLUMNS)[]).filter((k) => input[k] !== undefined);
    if (!entries.length) return ((await tx.query(`SELECT ${SETTINGS_COLUMNS} FROM establishments WHERE id = $1`, [id])) as SettingsDto[])[0]!;
    const sets = entries.map((k, i) => `${SETTINGS_FIELD_COLUMNS[k]} = $${i + 2}`).join(', ');
    const versionAt = entries.length + 2;
    const rows = returnedRows<SettingsDto>(
      await tx.query(
        `UPDATE establishments SET ${sets}, settings_version = settings_version + 1 WHERE id = $1 AND ${versionMatches(versionAt, 'settings_version')} RETURNING ${SETTINGS_COLUMNS}`,
        [id, ...entries.map((k) => input[k] ?? null), input.version ?? null],
      ),
    );
    return rows[0] ?? null;
  }

  /** The key and instance id the automation tool reported (absent ones keep the current). */
  async saveWhatsappGateway(id: number, apiKey: string | null, instanceId: string | null): Promise<void> {
    await this.db.query(
      `UPDATE establishments SET whatsapp_api_key = coalesce($2, whatsapp_api_key), whatsapp_instance_id = coalesce($3, whatsapp_instance_id) WHERE id = $1`,
      [id, apiKey, instanceId],
    );
  }
}
