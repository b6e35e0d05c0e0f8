import { Injectable } from '@nestjs/common';
import type { DashboardSetup } from '@salao/contracts';
import { DataSource } from 'typeorm';

/** The first-run checklist's facts, read-only, in one round trip (each an EXISTS on an indexed establishment column). */
@Injectable()
export class SetupRepository {
  constructor(private readonly db: DataSource) {}

  async setup(establishmentId: number): Promise<Omit<DashboardSetup, 'whatsappGateway'>> {
    const [row] = await this.db.query(
      `SELECT
         EXISTS (SELECT 1 FROM business_hours WHERE establishment_id = $1) AS "businessHours",
         EXISTS (SELECT 1 FROM services WHERE establishment_id = $1 AND deleted_at IS NULL) AS "service",
         EXISTS (SELECT 1 FROM staff s JOIN staff_working_hours w ON w.staff_id = s.id AND w.is_available
                  WHERE s.establishment_id = $1 AND s.deleted_at IS NULL) AS "staffHours",
         EXISTS (SELECT 1 FROM evolution_instances WHERE establishment_id = $1 AND status = 'connected') AS "whatsapp",
         EXISTS (SELECT 1 FROM appointments WHERE establishment_id = $1) AS "firstBooking"`,
      [establishmentId],
    );
    return row;
  }
}
