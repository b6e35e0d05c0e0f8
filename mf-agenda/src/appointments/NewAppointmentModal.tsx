import { DatePicker, Form, Input, Modal } from 'antd';
import { useFormik } from 'formik';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENDA_MSG, appointmentWriteSchema, dayjs, type AppointmentWrite } from '@salao/contracts';
import { api, toast, toastError, useSession } from '@salao/web-core';
import { errorMessage } from '../forms/error-message';
import { refreshAfterAppointmentChange } from '../shared/refresh-agenda';
import { BookingPartyFields } from './BookingPartyFields';
import type { BookingPrefill } from './use-booking-params';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useAvailableTimes } from './use-available-times';
import { dialogFooter, fieldStatus } from '@salao/web-core/ui';
import { toAppointmentWrite, type BookingValues } from './booking-form';

interface NewAppointmentModalProps {
  open: boolean;
  onClose: () => void;
  prefill?: BookingPrefill;
  /** Day selected in the calendar, used as the initial date when it is not in the past. */
  initialDate?: string;
}

/** New-appointment modal (SPEC §2): client, service, staff, date (min today), free slots in a 3-column grid, notes. */
export default function NewAppointmentModal({ open, onClose, prefill, initialDate }: NewAppointmentModalProps) {
  const client = useQueryClient();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const today = dayjs().format('YYYY-MM-DD');
  const create = useMutation({ mutationFn: (body: AppointmentWrite) => api.post('/api/appointments', body) });

  const formik = useFormik<BookingValues>({
    initialValues: {
      clientId: prefill?.clientId,
      appointmentDate: initialDate && initialDate >= today ? initialDate : today,
      appointmentTime: '',
      notes: '',
    },
    validationSchema: appointmentWriteSchema,
    onSubmit: async (values) => {
      if (!values.appointmentTime) {
        toastError(AGENDA_MSG.pickTime);
        return;
      }
      try {
        await create.mutateAsync(toAppointmentWrite(values, establishmentId));
        refreshAfterAppointmentChange(client);
        toast({ title: 'Agendamento realizado', variant: 'success' });
        onClose();
      } catch (error) {
        toastError(errorMessage(error, 'Erro ao criar agendamento'));
        void times.refetch();
      }
    },
  });

  const { staffId, serviceId, appointmentDate, appointmentTime } = formik.values;
  const times = useAvailableTimes(staffId, serviceId, appointmentDate);
  const prefilledClient = prefill?.clientId && prefill.clientName ? { value: prefill.clientId, label: prefill.clientName } : undefined;

  const clearTime = () => void formik.setFieldValue('appointmentTime', '');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Novo Agendamento"
      destroyOnHidden
      footer={dialogFooter({ onCancel: onClose, onSubmit: () => formik.handleSubmit(), submitLabel: 'Criar Agendamento', loading: formik.isSubmitting, disabled: !appointmentTime })}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <BookingPartyFields formik={formik} prefilledClient={prefilledClient} onPartyChange={clearTime} />
        <Form.Item label="Data" required {...fieldStatus(formik, 'appointmentDate')}>
          <DatePicker
            id="booking-date"
            format="DD/MM/YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            value={appointmentDate ? dayjs(appointmentDate) : null}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            onChange={(d) => {
              void formik.setFieldValue('appointmentDate', d ? d.format('YYYY-MM-DD') : '');
              clearTime();
            }}
          />
        </Form.Item>
        <Form.Item label="Horários disponíveis" required {...fieldStatus(formik, 'appointmentTime')}>
          {times.enabled ? (
            <TimeSlotGrid
              slots={times.slots}
              loading={times.loading}
              closed={times.closed}
              value={appointmentTime}
              onChange={(t) => void formik.setFieldValue('appointmentTime', t)}
            />
          ) : (
            <span style={{ opacity: 0.65 }}>Selecione o serviço, o profissional e a data para ver os horários.</span>
          )}
        </Form.Item>
        <Form.Item label="Observações">
          <Input.TextArea id="booking-notes" rows={2} value={formik.values.notes} onChange={(e) => void formik.setFieldValue('notes', e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
