import { Injectable } from '@nestjs/common';
import type { EvolutionConnectionDto, EvolutionConnectionState } from '@salao/contracts';
import { DataSource } from 'typeorm';

export interface InstanceRow {
  id: number;
  instanceName: string;
  status: EvolutionConnectionState;
  lastError: string | null;
  lastUpdated: string;
}
const COLUMNS = `id, instance_name AS "instanceName", status, last_error AS "lastError", updated_at AS "lastUpdated"`;

@Injectable()
export class WhatsappRepository {
  constructor(readonly db: DataSource) {}

  async instance(establishmentId: number): Promise<InstanceRow | null> {
    const rows: InstanceRow[] = await this.db.query(`SELECT ${COLUMNS} FROM evolution_instances WHERE establishment_id = $1`, [establishmentId]);
    return rows[0] ?? null;
  }

  async list(establishmentId: number): Promise<EvolutionConnectionDto[]> {
    return this.db.query(
      `SELECT id, instance_name AS "instanceName", status, updated_at AS "lastUpdated" FROM evolution_instances WHERE establishment_id = $1 ORDER BY id`,
      [establishmentId],
    );
  }

  /** Claims a name for the establishment: false when another establishment already holds it. */
  async claim(establishmentId: number, name: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO evolution_instances (establishment_id, instance_name, status) VALUES ($1, $2, 'connecting') ON CONFLICT DO NOTHING RETURNING id`,
      [establishmentId, name],
    );
    return (rows as unknown[]).length > 0;
  }

  async nameTaken(name: string): Promise<boolean> {
    return ((await this.db.query(`SELECT 1 FROM evolution_instances WHERE instance_name = $1`, [name])) as unknown[]).length > 0;
  }

  async setStatus(establishmentId: number, status: EvolutionConnectionState, error: string | null = null): Promise<void> {
    await this.db.query(`UPDATE evolution_instances SET status = $2, last_error = $3, updated_at = now() WHERE establishment_id = $1`, [
      establishmentId,
      status,
      error,
    ]);
  }

  async webhookData(establishmentId: number): Promise<{ apiKey: string | null; instanceId: string | null; name: string }> {
    const rows = await this.db.query(
      `SELECT e.whatsapp_api_key AS "apiKey", coalesce(e.whatsapp_instance_id, i.instance_name) AS "instanceId", e.name
         FROM establishments e LEFT JOIN evolution_instances i ON i.establishment_id = e.id WHERE e.id = $1`,
      [establishmentId],
    );
    return rows[0];
  }

  /** The QR the automation tool generated (its key and id are the establishment row's: EstablishmentRowRepository). */
  async saveQrcode(establishmentId: number, qrcode: string | null): Promise<void> {
    if (qrcode)
      await this.db.query(`UPDATE evolution_instances SET qrcode_base64 = $2, updated_at = now() WHERE establishment_id = $1`, [establishmentId, qrcode]);
  }
}
