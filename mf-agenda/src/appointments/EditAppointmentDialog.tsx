import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentWriteSchema, dayjs, type AppointmentDto, type AppointmentWrite } from '@salao/contracts';
import { api, toastError, toastSuccess, useSession } from '@salao/web-core';
import { errorMessage } from '../forms/error-message';
import { dayOf, timeOf } from '../shared/appointment-time';
import { refreshAfterAppointmentChange } from '../shared/refresh-agenda';
import { BookingPartyFields } from './BookingPartyFields';
import { EDIT_TIMES } from './slot-times';
import { dialogFooter, fieldStatus } from '@salao/web-core/ui';
import { toAppointmentWrite, type BookingValues } from './booking-form';

/** Edit dialog (SPEC §2): client, service, staff, date, time from the 30-minute list 08:00-17:30, notes. */
export default function EditAppointmentDialog({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const client = useQueryClient();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const update = useMutation({ mutationFn: (body: AppointmentWrite) => api.put(`/api/appointments/${appointment.id}`, body) });
  const currentTime = timeOf(appointment.appointmentDate);
  const timeOptions = (EDIT_TIMES.includes(currentTime) ? EDIT_TIMES : [...EDIT_TIMES, currentTime].sort()).map((t) => ({ value: t, label: t }));

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
        refreshAfterAppointmentChange(client);
        toastSuccess('Dados Salvos!');
        onClose();
      } catch (error) {
        toastError(errorMessage(error, 'Erro ao atualizar agendamento'));
      }
    },
  });

  return (
    <Modal
      open
      onCancel={onClose}
      title="Editar Agendamento"
      footer={dialogFooter({ onCancel: onClose, onSubmit: () => formik.handleSubmit(), submitLabel: 'Salvar', loading: formik.isSubmitting })}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <BookingPartyFields formik={formik} prefilledClient={{ value: appointment.clientId, label: appointment.clientName }} />
        <Form.Item label="Data" required {...fieldStatus(formik, 'appointmentDate')}>
          <DatePicker
            format="DD/MM/YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            value={formik.values.appointmentDate ? dayjs(formik.values.appointmentDate) : null}
            onChange={(d) => void formik.setFieldValue('appointmentDate', d ? d.format('YYYY-MM-DD') : '')}
          />
        </Form.Item>
        <Form.Item label="Horário" required {...fieldStatus(formik, 'appointmentTime')}>
          <Select<string> value={formik.values.appointmentTime} onChange={(v) => void formik.setFieldValue('appointmentTime', v)} options={timeOptions} />
        </Form.Item>
        <Form.Item label="Observações">
          <Input.TextArea rows={2} value={formik.values.notes} onChange={(e) => void formik.setFieldValue('notes', e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
