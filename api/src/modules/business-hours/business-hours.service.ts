import { Injectable } from '@nestjs/common';
import type { BusinessHoursDto, BusinessHoursInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { RealtimeService } from '../../platform/realtime/realtime.service';
import { effectiveBusinessHours } from './business-hours.defaults';
import { BusinessHoursRepository } from './business-hours.repository';

@Injectable()
export class BusinessHoursService {
  constructor(
    private readonly repository: BusinessHoursRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /** Seven days, Sunday first; SPEC §9's defaults for days never saved. */
  async get(establishmentId: number): Promise<BusinessHoursDto[]> {
    return effectiveBusinessHours(await this.repository.saved(establishmentId));
  }

  /** Saves the days sent (others keep their value), one statement. A closed day with unordered times keeps the form's default times. */
  async save(auth: AuthContext, input: BusinessHoursInput): Promise<BusinessHoursDto[]> {
    const days = input.hours.map((d) => {
      const ordered = d.closeTime > d.openTime;
      return { dayOfWeek: d.dayOfWeek, isOpen: d.isOpen, openTime: ordered ? d.openTime : '09:00', closeTime: ordered ? d.closeTime : '18:00', isHoliday: d.isHoliday };
    });
    const week = effectiveBusinessHours(await this.repository.saveDays(auth.establishmentId, days));
    // Open slots change with the hours: screens showing availability refetch.
    this.realtime.emit(auth.establishmentId, 'appointment_change', { action: 'business_hours' });
    return week;
  }
}
