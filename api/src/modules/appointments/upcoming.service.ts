import { Inject, Injectable } from '@nestjs/common';
import type { AppointmentDto } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { todayRange } from '../../platform/time/periods';
import { ownStaffId } from './appointment-scope';
import { AppointmentsRepository } from './appointments.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

/** The dashboard's 'Próximos Agendamentos': scheduled and confirmed, soonest first. */
@Injectable()
export class UpcomingService {
  constructor(
    private readonly repository: AppointmentsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today's scheduled and confirmed appointments (a collaborator: their own), including those already started but not yet completed. */
  today(auth: AuthContext): Promise<AppointmentDto[]> {
    return this.repository.upcomingIn(auth.establishmentId, auth.zone, todayRange(auth.zone, this.clock.now()), ownStaffId(auth));
  }

  /** A collaborator's next scheduled or confirmed appointment from now on, or null (also for logins that are not staff). */
  next(auth: AuthContext): Promise<AppointmentDto | null> {
    if (auth.staffId === null) return Promise.resolve(null);
    return this.repository.nextFor(auth.establishmentId, auth.zone, auth.staffId);
  }
}
