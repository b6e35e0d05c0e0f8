import { DatePicker, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { AGENDA_MSG, WRITE_CAUSES, appointmentWriteSchema, dayjs, type AppointmentDto, type AppointmentWrite, type TimeSlot } from '@salao/contracts';
import { api, toastError, toastSuccess, useLiveWrite, useSession } from '@salao/web-core';
import { errorMessage } from '../forms/error-message';
import { dayOf, timeOf } from '../shared/appointment-time';
import { putAppointment } from './month-appointments';
import { BookingPartyFields } from './BookingPartyFields';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useAvailableTimes } from './use-available-times';
import { FormDialog, fieldStatus } from '@salao/web-core/forms';
import { toAppointmentWrite, type BookingValues } from './booking-form';

/** Edit dialog (docs/product/screens.md): client, service, staff, date, the same slot grid as booking, notes. */
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
      if (!values.appointmentTime) {
        toastError(AGENDA_MSG.pickTime);
        return;
      }
      try {
        await update.mutateAsync(toAppointmentWrite(values, establishmentId));
        toastSuccess('Dados Salvos!');
        onClose();
      } catch (error) {
        toastError(errorMessage(error, 'Erro ao atualizar agendamento'));
        void times.refetch();
      }
    },
  });

  // docs/product/screens.md ('Agendamentos'): the slot grid of booking, so the times offered are the starts the server accepts; the
  // appointment being edited does not count as taken, and times another appointment holds show as taken.
  const { staffId, serviceId, appointmentDate, appointmentTime } = formik.values;
  const times = useAvailableTimes(staffId, serviceId, appointmentDate, appointment.id);
  const unchanged = staffId === appointment.staffId && serviceId === appointment.serviceId && appointmentDate === dayOf(appointment.appointmentDate);
  // Its own time stays choosable where it is, even off the grid (booked before a change of the step, or already past).
  const slots: TimeSlot[] =
    unchanged && currentTime && !times.loading && !times.slots.some((slot) => slot.time === currentTime)
      ? [...times.slots, { time: currentTime, available: true, isPast: false, isBooked: false }].sort((a, b) => a.time.localeCompare(b.time))
      : times.slots.map((slot) => (unchanged && slot.time === currentTime ? { ...slot, available: true, isBooked: false, isPast: false } : slot));
  const clearTime = () => void formik.setFieldValue('appointmentTime', '');

  return (
    <FormDialog title="Editar Agendamento" onClose={onClose} submitLabel="Salvar" formik={formik} disabled={!appointmentTime}>
      <BookingPartyFields formik={formik} prefilledClient={{ value: appointment.clientId, label: appointment.clientName }} onPartyChange={clearTime} />
      <Form.Item label="Data" htmlFor="edit-date" required {...fieldStatus(formik, 'appointmentDate')}>
        <DatePicker
          id="edit-date"
          format="DD/MM/YYYY"
          allowClear={false}
          style={{ width: '100%' }}
          value={appointmentDate ? dayjs(appointmentDate) : null}
          onChange={(d) => {
            void formik.setFieldValue('appointmentDate', d ? d.format('YYYY-MM-DD') : '');
            clearTime();
          }}
        />
      </Form.Item>
      <Form.Item label="Horário" required {...fieldStatus(formik, 'appointmentTime')}>
        {times.enabled ? (
          <TimeSlotGrid
            slots={slots}
            loading={times.loading}
            closed={times.closed && !unchanged}
            value={appointmentTime}
            onChange={(t) => void formik.setFieldValue('appointmentTime', t)}
          />
        ) : (
          <span style={{ opacity: 0.65 }}>Selecione o serviço, o profissional e a data para ver os horários.</span>
        )}
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
