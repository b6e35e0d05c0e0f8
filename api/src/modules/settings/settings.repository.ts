import { Injectable } from '@nestjs/common';
import type { SettingsDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { SETTINGS_COLUMNS as COLUMNS } from '../establishments/establishment-row.repository';

/** Reads the Configurações columns (the establishment row is written through EstablishmentRowRepository). */
@Injectable()
export class SettingsRepository {
  constructor(readonly db: DataSource) {}

  async get(establishmentId: number, db: DataSource | EntityManager = this.db): Promise<SettingsDto> {
    const rows: SettingsDto[] = await db.query(`SELECT ${COLUMNS} FROM establishments WHERE id = $1`, [establishmentId]);
    return rows[0]!;
  }
}
