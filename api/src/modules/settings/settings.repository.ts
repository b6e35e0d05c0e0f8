import { Injectable } from '@nestjs/common';
import { versionMatches } from '../../platform/http/versioned';
import type { SettingsDto, SettingsInput } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { returnedRows } from '../../platform/database/data-source';

const COLUMNS = `whatsapp_connection_type AS "whatsappConnectionType", whatsapp_official_number AS "whatsappOfficialNumber",
  whatsapp_establishment_name AS "whatsappEstablishmentName", whatsapp_service_number AS "whatsappServiceNumber",
  whatsapp_api_key AS "whatsappApiKey", whatsapp_instance_id AS "whatsappInstanceId", two_factor_auth AS "twoFactorAuth",
  session_timeout_minutes AS "sessionTimeout", settings_version AS version`;

/** Maps SettingsDto fields to their establishments columns (only the fields sent are written). */
const FIELD_COLUMNS: Record<Exclude<keyof SettingsInput, 'version'>, string> = {
  whatsappConnectionType: 'whatsapp_connection_type',
  whatsappOfficialNumber: 'whatsapp_official_number',
  whatsappEstablishmentName: 'whatsapp_establishment_name',
  whatsappServiceNumber: 'whatsapp_service_number',
  whatsappApiKey: 'whatsapp_api_key',
  whatsappInstanceId: 'whatsapp_instance_id',
  twoFactorAuth: 'two_factor_auth',
  sessionTimeout: 'session_timeout_minutes',
};

@Injectable()
export class SettingsRepository {
  constructor(readonly db: DataSource) {}

  async get(establishmentId: number): Promise<SettingsDto> {
    const rows: SettingsDto[] = await this.db.query(`SELECT ${COLUMNS} FROM establishments WHERE id = $1`, [establishmentId]);
    return rows[0]!;
  }

  /** Writes the fields sent; null when `input.version` is stale (the Configurações form's own version). */
  async update(establishmentId: number, input: SettingsInput): Promise<SettingsDto | null> {
    const entries = (Object.keys(FIELD_COLUMNS) as (keyof typeof FIELD_COLUMNS)[]).filter((k) => input[k] !== undefined);
    if (!entries.length) return this.get(establishmentId);
    const sets = entries.map((k, i) => `${FIELD_COLUMNS[k]} = $${i + 2}`).join(', ');
    const versionAt = entries.length + 2;
    const rows = returnedRows<SettingsDto>(
      await this.db.query(`UPDATE establishments SET ${sets}, settings_version = settings_version + 1 WHERE id = $1 AND ${versionMatches(versionAt, 'settings_version')} RETURNING ${COLUMNS}`, [
        establishmentId,
        ...entries.map((k) => input[k] ?? null),
        input.version ?? null,
      ]),
    );
    return rows[0] ?? null;
  }
}
