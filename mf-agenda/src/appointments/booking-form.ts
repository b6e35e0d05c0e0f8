import type { FormikProps } from 'formik';
import { allowedStaffIds } from './use-booking-options';
import type { AppointmentWrite, ServiceDto } from '@salao/contracts';

/** Values of the new-appointment and edit forms; ids stay undefined until chosen. */
export interface BookingValues {
  clientId?: number;
  serviceId?: number;
  staffId?: number;
  appointmentDate: string;
  appointmentTime: string;
  notes: string;
}

/** Choosing a service clears a staff member it does not allow (docs/product/screens.md). */
export function selectService(formik: FormikProps<BookingValues>, serviceId: number | undefined, services: ServiceDto[] | undefined): void {
  void formik.setFieldValue('serviceId', serviceId);
  const allowed = allowedStaffIds(services?.find((s) => s.id === serviceId));
  if (allowed && formik.values.staffId != null && !allowed.has(formik.values.staffId)) void formik.setFieldValue('staffId', undefined);
}

/** The POST/PUT body from a validated form (the schema guarantees the ids are chosen). */
export function toAppointmentWrite(values: BookingValues, establishmentId: number | undefined): AppointmentWrite {
  return {
    clientId: values.clientId!,
    serviceId: values.serviceId!,
    staffId: values.staffId!,
    appointmentDate: values.appointmentDate,
    appointmentTime: values.appointmentTime,
    notes: values.notes.trim() || null,
    establishmentId,
  };
}
