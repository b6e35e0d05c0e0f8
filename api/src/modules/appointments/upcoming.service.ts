import { Injectable } from '@nestjs/common';
import { ianaZone, type AppointmentDto } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { Range } from '../availability/ranges';
import { localDate, localDays } from '../availability/wall-clock';
import { ownStaffId } from './appointment-scope';
import { appointmentSelect } from './appointments.sql';

/** Today on the establishment's clock, as instants. */
export function todayRange(zone: string, now = Date.now()): Range {
  const today = localDate(now, zone);
  return localDays(today, today, zone);
}

const iso = (t: number) => new Date(t).toISOString();

/** The dashboard's 'Próximos Agendamentos': scheduled and confirmed, soonest first. */
@Injectable()
export class UpcomingService {
  constructor(private readonly db: DataSource) {}

  /** Today's scheduled and confirmed appointments (a collaborator: their own), including those already started but not yet completed. */
  today(auth: AuthContext): Promise<AppointmentDto[]> {
    const zone = ianaZone(auth.timezone);
    const day = todayRange(zone);
    return this.db.query(
      `${appointmentSelect('$2')}
        WHERE a.establishment_id = $1 AND a.status IN ('scheduled', 'confirmed') AND a.starts_at >= $3::timestamptz AND a.starts_at < $4::timestamptz
          AND ($5::int IS NULL OR a.staff_id = $5)
        ORDER BY a.starts_at, a.id`,
      [auth.establishmentId, zone, iso(day.start), iso(day.end), ownStaffId(auth)],
    );
  }

  /** A collaborator's next scheduled or confirmed appointment from now on, or null (also for logins that are not staff). */
  async next(auth: AuthContext): Promise<AppointmentDto | null> {
    if (auth.staffId === null) return null;
    const rows: AppointmentDto[] = await this.db.query(
      `${appointmentSelect('$2')}
        WHERE a.establishment_id = $1 AND a.staff_id = $3 AND a.status IN ('scheduled', 'confirmed') AND a.starts_at >= now()
        ORDER BY a.starts_at, a.id LIMIT 1`,
      [auth.establishmentId, ianaZone(auth.timezone), auth.staffId],
    );
    return rows[0] ?? null;
  }
}
