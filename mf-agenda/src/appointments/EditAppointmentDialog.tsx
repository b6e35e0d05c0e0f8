import { DatePicker, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { WRITE_CAUSES, appointmentWriteSchema, dayjs, type AppointmentDto, type AppointmentWrite } from '@salao/contracts';
import { api, toastError, toastSuccess, useLiveWrite, useSession } from '@salao/web-core';
import { errorMessage } from '../forms/error-message';
import { dayOf, timeOf } from '../shared/appointment-time';
import { putAppointment } from './month-appointments';
import { BookingPartyFields } from './BookingPartyFields';
import { EDIT_TIMES } from './slot-times';
import { useAvailableTimes } from './use-available-times';
import { FormDialog, fieldStatus } from '@salao/web-core/forms';
import { toAppointmentWrite, type BookingValues } from './booking-form';

/** Edit dialog (docs/product/screens.md): client, service, staff, date, time from the 30-minute list 08:00-17:30, notes. */
export default function EditAppointmentDialog({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const update = useLiveWrite({
    write: (body: AppointmentWrite) => api.put<AppointmentDto>(`/api/appointments/${appointment.id}`, body),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
  });
  const currentTime = timeOf(appointment.appointmentDate);

  const formik = useFormik<BookingValues>({
    initialValues: {
      clientId: appointment.clientId,
      serviceId: appointment.serviceId,
      staffId: appointment.staffId,
      appointmentDate: dayOf(appointment.appointmentDate),
      appointmentTime: currentTime,
      notes: appointment.notes ?? '',
    },
    validationSchema: appointmentWriteSchema,
    onSubmit: async (values) => {
      try {
        await update.mutateAsync(toAppointmentWrite(values, establishmentId));
        toastSuccess('Dados Salvos!');
        onClose();
      } catch (error) {
        toastError(errorMessage(error, 'Erro ao atualizar agendamento'));
      }
    },
  });

  // docs/product/screens.md ('Agendamentos'): times already taken (by another appointment of the staff member) show as taken, not refused on save.
  const times = useAvailableTimes(formik.values.staffId, formik.values.serviceId, formik.values.appointmentDate, appointment.id);
  const taken = new Set(times.slots.filter((slot) => slot.isBooked).map((slot) => slot.time));
  const timeOptions = (EDIT_TIMES.includes(currentTime) ? EDIT_TIMES : [...EDIT_TIMES, currentTime].sort()).map((t) => {
    const busy = taken.has(t) && t !== formik.values.appointmentTime;
    return { value: t, label: busy ? `${t} · ocupado` : t, disabled: busy, title: busy ? `${t} ocupado` : t };
  });

  return (
    <FormDialog title="Editar Agendamento" onClose={onClose} submitLabel="Salvar" formik={formik}>
      <BookingPartyFields formik={formik} prefilledClient={{ value: appointment.clientId, label: appointment.clientName }} />
      <Form.Item label="Data" htmlFor="edit-date" required {...fieldStatus(formik, 'appointmentDate')}>
        <DatePicker
          id="edit-date"
          format="DD/MM/YYYY"
          allowClear={false}
          style={{ width: '100%' }}
          value={formik.values.appointmentDate ? dayjs(formik.values.appointmentDate) : null}
          onChange={(d) => void formik.setFieldValue('appointmentDate', d ? d.format('YYYY-MM-DD') : '')}
        />
      </Form.Item>
      <Form.Item label="Horário" htmlFor="edit-time" required {...fieldStatus(formik, 'appointmentTime')}>
        <Select<string>
          id="edit-time"
          aria-label="Horário"
          virtual={false}
          value={formik.values.appointmentTime}
          onChange={(v) => void formik.setFieldValue('appointmentTime', v)}
          options={timeOptions}
        />
      </Form.Item>
      <Form.Item label="Observações" htmlFor="edit-notes">
        <Input.TextArea
          id="edit-notes"
          aria-label="Observações"
          rows={2}
          value={formik.values.notes}
          onChange={(e) => void formik.setFieldValue('notes', e.target.value)}
        />
      </Form.Item>
    </FormDialog>
  );
}
