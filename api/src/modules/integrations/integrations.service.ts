import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import {
  dayjs,
  FIELD_MSG,
  INTEGRATION_MSG,
  isRealDate,
  type IntegrationAppointmentDto,
  type IntegrationAppointmentInput,
  type IntegrationAvailabilityDto,
  type IntegrationInfoDto,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { assertTakesBookings } from '../../platform/auth/read-only';
import { fail } from '../../platform/http/errors';
import { localDateTime, localInstant, minutes } from '../../platform/time/wall-clock';
import { AgendaReleaseService } from '../agenda-release/agenda-release.service';
import { AppointmentsService } from '../appointments/appointments.service';
import { AvailabilityService } from '../availability/availability.service';
import { ClientsService } from '../clients/clients.service';
import { IntegrationsRepository } from './integrations.repository';

/** dataInicio/dataFim: a wall-clock 'yyyy-MM-ddTHH:mm[:ss]' on the establishment's clock, or an instant with an offset. */
export function readWhen(value: string, zone: string): number {
  const instant = /(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? dayjs(value).valueOf()
    : isRealDate(value)
      ? localInstant(value.slice(0, 10), value.slice(11, 16), zone)
      : NaN;
  if (!Number.isFinite(instant) || instant < Date.UTC(2000, 0, 1) || instant > Date.UTC(2100, 0, 1)) throw fail(400, INTEGRATION_MSG.dataInicio);
  return instant;
}

/**
 * The n8n / automation API (docs/product/api.md 'Test page'), reached only with the establishment's key
 * (IntegrationKeyGuard). Bookings go through the app's own booking path, so every availability rule and
 * the no-overlap constraint apply; on top, the agenda release policy.
 */
@Injectable()
export class IntegrationsService {
  constructor(
    private readonly repository: IntegrationsRepository,
    private readonly slots: AvailabilityService,
    private readonly appointments: AppointmentsService,
    private readonly release: AgendaReleaseService,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  async info(auth: AuthContext): Promise<IntegrationInfoDto> {
    const id = auth.establishmentId;
    const [e, businessHours, services, staff, agendaRelease] = await Promise.all([
      this.repository.establishment(id),
      this.repository.businessHours(id),
      this.repository.services(id),
      this.repository.staff(id),
      this.release.releasedMonths(id, auth.zone),
    ]);
    return { ...e, businessHours, services, staff: staff.map(({ id: staffId, name, role }) => ({ id: staffId, name, role })), agendaRelease };
  }

  async availability(auth: AuthContext, q: { date: string; staffId?: number; serviceId?: number }): Promise<IntegrationAvailabilityDto> {
    const staff = await this.repository.staff(auth.establishmentId, q.staffId);
    const released = await this.release
      .assertReleased(auth.establishmentId, q.date)
      .then(() => true)
      .catch(() => false);
    const rows = await Promise.all(
      staff.map(async (s) => {
        const serviceId = q.serviceId ?? s.serviceId;
        if (!serviceId || !released) return { staffId: s.id, name: s.name, closed: !released, availableTimes: [] };
        const day = await this.slots.availableTimes(auth, { staffId: s.id, serviceId, date: q.date }).catch(() => null);
        return {
          staffId: s.id,
          name: s.name,
          closed: day?.closed ?? true,
          availableTimes: day ? day.timeSlots.filter((t) => t.available).map((t) => t.time) : [],
        };
      }),
    );
    return { date: q.date, timezone: auth.timezone, released, staff: rows };
  }

  async book(auth: AuthContext, input: IntegrationAppointmentInput): Promise<IntegrationAppointmentDto> {
    assertTakesBookings(auth.billingStatus);
    const { clientData: c, appointmentData: a } = input;
    const start = readWhen(a.dataInicio, auth.zone);
    if (a.dataFim && readWhen(a.dataFim, auth.zone) <= start) throw fail(400, INTEGRATION_MSG.dataFim);
    const local = localDateTime(start, auth.zone);
    const date = local.slice(0, 10);
    if (!isRealDate(date)) throw fail(400, FIELD_MSG.invalidDate);
    await this.release.assertReleased(auth.establishmentId, date);
    const clientId = await this.audit.transaction((tx) => this.clients.findOrCreateByPhone(tx, auth, c));
    const dto = await this.appointments.create(
      auth,
      { clientId, serviceId: a.serviceId, staffId: a.staffId, appointmentDate: date, appointmentTime: local.slice(11, 16), notes: a.notes ?? c.notes ?? null },
      { pending: true },
    );
    return {
      id: dto.id,
      status: 'pending',
      clientId,
      staffId: dto.staffId,
      serviceId: dto.serviceId,
      dataInicio: local,
      dataFim: localDateTime(start + minutes(dto.duration), auth.zone),
      duration: dto.duration,
      message: INTEGRATION_MSG.created,
    };
  }
}
