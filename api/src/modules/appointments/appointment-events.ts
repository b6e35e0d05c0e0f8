import { Injectable } from '@nestjs/common';
import { RealtimeService } from '../../platform/realtime/realtime.service';

export interface AppointmentChange {
  establishmentId: number;
  appointmentId: number;
  action: 'created' | 'updated' | 'confirmed' | 'rejected' | 'completed' | 'cancelled' | 'no_show';
  /** Every staff member whose day changed (old and new one on a reassignment). */
  staffIds: number[];
  /** The pending list (bell) changed. */
  pendingChanged?: boolean;
  notificationId?: number | null;
  /** A staff member was told personally about a booking. */
  notifiedStaffId?: number | null;
}

/** The live messages of docs/product/api.md for one appointment change, so every open screen refreshes what it shows. */
@Injectable()
export class AppointmentEvents {
  constructor(private readonly realtime: RealtimeService) {}

  emit(c: AppointmentChange): void {
    const est = c.establishmentId;
    this.realtime.emit(est, 'appointment_change', { appointmentId: c.appointmentId, action: c.action });
    for (const staffId of new Set(c.staffIds)) this.realtime.emit(est, 'staff_dashboard_change', { staffId });
    this.realtime.emit(est, 'dashboard_change');
    if (c.pendingChanged || c.notificationId) this.realtime.emit(est, 'new_notification', c.notificationId ? { notificationId: c.notificationId } : {});
    if (c.notifiedStaffId) this.realtime.emit(est, 'staff_appointment_notification', { staffId: c.notifiedStaffId, appointmentId: c.appointmentId });
  }
}
