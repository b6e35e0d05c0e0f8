import { dayjs, type AgendaAppointmentDto, type AgendaDayResponse, type AgendaWeekResponse } from '@salao/contracts';
import { capitalize } from '../shared/capitalize';
import { openHours, type GridColumn } from './layout';

/** The day's columns: one per professional of the payload, with her opening, blocks, absences and appointments. */
export function dayColumns(data: AgendaDayResponse): GridColumn[] {
  const byStaff = new Map<number, AgendaAppointmentDto[]>();
  for (const a of data.appointments) {
    const list = byStaff.get(a.staffId);
    if (list) list.push(a);
    else byStaff.set(a.staffId, [a]);
  }
  return data.staff.map((s) => ({
    key: `s${s.id}`,
    staffId: s.id,
    staffName: s.name,
    date: data.date,
    label: s.name,
    open: openHours(data.businessHours, s.hours),
    blocks: s.blocks,
    absences: s.absences,
    appointments: byStaff.get(s.id) ?? [],
  }));
}

export function weekColumns(data: AgendaWeekResponse): GridColumn[] {
  return data.days.map((d) => ({
    key: `d${d.date}`,
    staffId: data.staff.id,
    staffName: data.staff.name,
    date: d.date,
    label: capitalize(dayjs(d.date).format('ddd DD/MM')),
    open: openHours(d.businessHours, d.hours),
    blocks: d.blocks,
    absences: d.absences,
    appointments: data.appointments.filter((a) => a.appointmentDate.startsWith(d.date)),
  }));
}
