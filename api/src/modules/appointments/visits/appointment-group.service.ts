import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AVAILABILITY_MSG,
  ERROR_CODES,
  VISIT_CODES,
  VISIT_MSG,
  type AppointmentGroupInput,
  type AppointmentGroupResponse,
  type GroupTimesResponse,
} from '@salao/contracts';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { inTransaction } from '../../../platform/database/transaction';
import { fail } from '../../../platform/http/errors';
import { AppointmentEvents } from '../appointment-events';
import { AppointmentsRepository } from '../appointments.repository';
import { AppointmentsService, type CreatedAppointment } from '../appointments.service';
import { AvailabilityService } from '../../availability/availability.service';
import { sequenceTimes, type SequenceItem } from './group-times';
import { emitCreated, isRefusal, messageOf, serviceNames } from './visit-support';

/**
 * POST /api/appointment-groups (docs/product/series.md): one client's visit of several services, every item booked
 * through the single appointment's creation path in one transaction, so all are created or none; the 409 names
 * the first item that does not fit.
 */
@Injectable()
export class AppointmentGroupService {
  constructor(
    private readonly appointments: AppointmentsService,
    private readonly repository: AppointmentsRepository,
    private readonly events: AppointmentEvents,
    private readonly availability: AvailabilityService,
  ) {}

  async create(auth: AuthContext, input: AppointmentGroupInput): Promise<AppointmentGroupResponse> {
    const groupId = randomUUID();
    const status = this.appointments.bookingStatus(auth);
    const names = await serviceNames(
      this.repository.db,
      auth,
      input.items.map((i) => i.serviceId),
    );
    const created = await inTransaction(
      this.repository.db,
      async (tx) => {
        const out: CreatedAppointment[] = [];
        for (const [index, item] of input.items.entries()) {
          const write = {
            clientId: input.clientId,
            serviceId: item.serviceId,
            staffId: item.staffId,
            appointmentDate: input.date,
            appointmentTime: item.time,
            notes: input.notes ?? null,
          };
          try {
            out.push(await this.appointments.createIn(tx, auth, write, status, { groupId }));
          } catch (error) {
            if (!isRefusal(error)) throw error;
            const service = names.get(item.serviceId) ?? 'serviço';
            throw fail(409, VISIT_MSG.itemRefused(index + 1, service, item.time, messageOf(error)), VISIT_CODES.itemRefused, { itemIndex: index });
          }
        }
        return out;
      },
      AVAILABILITY_MSG.slotTaken,
      ERROR_CODES.slotTaken,
    );
    emitCreated(this.events, auth, created);
    return { groupId, appointments: created.map((c) => c.dto) };
  }

  /** GET /api/appointment-groups/available-times: where the whole visit fits, each item with its own professional. */
  async availableTimes(auth: AuthContext, date: string, items: { serviceId: number; staffId: number }[]): Promise<GroupTimesResponse> {
    const sequence: SequenceItem[] = [];
    for (const item of items) {
      const ctx = await this.availability.bookableDay(auth, { ...item, date });
      const day = await this.availability.availableTimes(auth, { ...item, date });
      const free = day.timeSlots.filter((s) => s.available).map((s) => s.time);
      sequence.push({ ...item, free, span: ctx.service.duration + ctx.service.cleanupMinutes });
    }
    return sequenceTimes(sequence);
  }
}
