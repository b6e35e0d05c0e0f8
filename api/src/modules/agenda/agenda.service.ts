import { Injectable } from '@nestjs/common';
import { AGENDA_GRID_MSG, DEFAULT_SLOT_MINUTES, type AgendaDayResponse, type AgendaWeekResponse, type SlotMinutes } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { localDays } from '../../platform/time/wall-clock';
import { ownStaffId } from '../appointments/appointment-scope';
import { absencesOn, blocksOn, businessHoursOn, daysFrom, staffHoursOn } from './agenda-days';
import { AgendaRepository, type AgendaPeriod } from './agenda.repository';

/**
 * The front desk grid (docs/product/agenda-grid.md): a day by professional, or one professional's week, in one
 * call of a constant number of queries. A collaborator sees only her own column and appointments.
 */
@Injectable()
export class AgendaService {
  constructor(private readonly repository: AgendaRepository) {}

  async day(auth: AuthContext, date: string): Promise<AgendaDayResponse> {
    const own = ownStaffId(auth);
    const { context, staff, appointments } = await this.load(this.period(auth, date, date, own));
    const businessHours = businessHoursOn(date, context.business);
    const booked = new Set(appointments.map((a) => a.staffId));
    const columns = staff
      .map((row) => ({
        id: row.id,
        name: row.name,
        hours: staffHoursOn(date, businessHours, row.hours),
        blocks: blocksOn(date, row),
        absences: absencesOn(date, row),
      }))
      // Who works that day, and whoever has an appointment in it even if not; a collaborator always has her own.
      .filter((c) => c.hours !== null || booked.has(c.id) || own !== null);
    return { date, slotMinutes: slotMinutes(context.slotMinutes), businessHours, staff: columns, appointments };
  }

  async week(auth: AuthContext, start: string, staffId: number): Promise<AgendaWeekResponse> {
    const own = ownStaffId(auth);
    if (own !== null && own !== staffId) throw fail(403, AGENDA_GRID_MSG.ownOnly);
    const dates = daysFrom(start, 7);
    const { context, staff, appointments } = await this.load(this.period(auth, start, dates[6]!, staffId));
    const row = staff[0];
    if (!row) throw fail(404, AGENDA_GRID_MSG.staffNotFound);
    return {
      start,
      slotMinutes: slotMinutes(context.slotMinutes),
      staff: { id: row.id, name: row.name },
      days: dates.map((date) => {
        const businessHours = businessHoursOn(date, context.business);
        return { date, businessHours, hours: staffHoursOn(date, businessHours, row.hours), blocks: blocksOn(date, row), absences: absencesOn(date, row) };
      }),
      appointments,
    };
  }

  private period(auth: AuthContext, from: string, to: string, staffId: number | null): AgendaPeriod {
    const { start, end } = localDays(from, to, auth.zone);
    return { establishmentId: auth.establishmentId, zone: auth.zone, from, to, start, end, staffId };
  }

  /** The three reads at once: the same number of queries for one professional or fifty. */
  private async load(p: AgendaPeriod) {
    const [context, staff, appointments] = await Promise.all([
      this.repository.context(p.establishmentId),
      this.repository.staff(p),
      this.repository.appointments(p),
    ]);
    return { context, staff, appointments };
  }
}

const slotMinutes = (value: number | null | undefined): SlotMinutes => (value ?? DEFAULT_SLOT_MINUTES) as SlotMinutes;
