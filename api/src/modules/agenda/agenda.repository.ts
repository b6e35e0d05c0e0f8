import { Injectable } from '@nestjs/common';
import type { AbsenceDto, AgendaAppointmentDto, StaffBlockRepeat } from '@salao/contracts';
import { DataSource } from 'typeorm';
import type { BusinessDay, StaffDay } from '../availability/day-hours';
import { AGENDA_APPOINTMENTS_SQL, AGENDA_CONTEXT_SQL, AGENDA_STAFF_SQL } from './agenda.sql';

export interface AgendaContextRow {
  slotMinutes: number;
  business: (BusinessDay & { dayOfWeek: number })[];
}

export interface AgendaBlockRow {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
  repeat: StaffBlockRepeat;
  until: string | null;
  excludedDates: string[];
}

export interface AgendaStaffRow {
  id: number;
  name: string;
  hours: (StaffDay & { dayOfWeek: number })[];
  absences: AbsenceDto[];
  blocks: AgendaBlockRow[];
}

/** A period of the grid: local days and the same as instants; `staffId` narrows it to one professional. */
export interface AgendaPeriod {
  establishmentId: number;
  zone: string;
  from: string;
  to: string;
  start: number;
  end: number;
  staffId: number | null;
}

/** The grid's three reads (agenda.sql.ts): one statement per kind of data, for every professional at once. */
@Injectable()
export class AgendaRepository {
  constructor(private readonly db: DataSource) {}

  async context(establishmentId: number): Promise<AgendaContextRow> {
    const rows: AgendaContextRow[] = await this.db.query(AGENDA_CONTEXT_SQL, [establishmentId]);
    return rows[0]!;
  }

  staff(p: AgendaPeriod): Promise<AgendaStaffRow[]> {
    return this.db.query(AGENDA_STAFF_SQL, [p.establishmentId, p.from, p.to, iso(p.start), iso(p.end), p.staffId]);
  }

  async appointments(p: AgendaPeriod): Promise<AgendaAppointmentDto[]> {
    const rows: AgendaAppointmentDto[] = await this.db.query(AGENDA_APPOINTMENTS_SQL, [p.establishmentId, iso(p.start), iso(p.end), p.zone, p.staffId]);
    // A visit's or a series' link only when there is one (docs/product/series.md): single ones keep their shape.
    return rows.map(({ groupId, seriesId, ...a }) => ({ ...a, ...(groupId ? { groupId } : {}), ...(seriesId ? { seriesId } : {}) }));
  }
}

const iso = (instant: number) => new Date(instant).toISOString();
