/** GET /api/appointments/available-times: the slot grid of one staff member, service and day. */
export interface TimeSlot {
  time: string;
  available: boolean;
  isPast: boolean;
  isBooked: boolean;
}

/** GET /api/appointments/available-times?staffId&serviceId&date[&excludeAppointmentId] */
export interface AvailableTimesResponse {
  timeSlots: TimeSlot[];
  closed: boolean;
  businessHours: { open: string; close: string } | null;
}
