import { DatePicker, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { AGENDA_MSG, APPOINTMENT_MSG, WRITE_CAUSES, appointmentWriteSchema, dayjs, type AppointmentDto, type AppointmentWrite } from '@salao/contracts';
import { api, toast, toastError, useLiveWrite, useSession } from '@salao/web-core';
import { errorMessage } from '../forms/error-message';
import { putAppointment } from './month-appointments';
import { BookingPartyFields } from './BookingPartyFields';
import type { BookingPrefill } from './use-booking-params';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useAvailableTimes } from './use-available-times';
import { FormDialog, fieldStatus } from '@salao/web-core/forms';
import { toAppointmentWrite, type BookingValues } from './booking-form';
import { RepeatFields } from './visits/RepeatFields';
import { SeriesConflicts } from './visits/SeriesConflicts';
import { VisitExtras } from './visits/VisitExtras';
import { useVisitBooking } from './visits/use-visit-booking';

interface NewAppointmentModalProps {
  open: boolean;
  onClose: () => void;
  prefill?: BookingPrefill;
  /** Day selected in the calendar, used as the initial date when it is not in the past. */
  initialDate?: string;
  /** The booking was made: the page moves the calendar to its day and highlights it (docs/product/screens.md ('Booking feedback')). */
  onCreated?: (appointment: AppointmentDto) => void;
  /** From an empty cell of the grid: the professional and the time ('HH:mm') on initialDate. */
  initialStaffId?: number;
  initialTime?: string;
}

/** 'qui., 26/11 às 10:00 — Corte com Ana': what was booked, for the toast. */
function bookedText(a: AppointmentDto): string {
  const when = dayjs(a.appointmentDate).format('ddd, DD/MM [às] HH:mm');
  return `${APPOINTMENT_MSG.created}: ${when} · ${a.serviceName} com ${a.staffName} para ${a.clientName}.`;
}

/** New-appointment modal (docs/product/screens.md): client, service, staff, date (min today), free slots in a 3-column grid, notes. */
export default function NewAppointmentModal({ open, onClose, prefill, initialDate, onCreated, initialStaffId, initialTime }: NewAppointmentModalProps) {
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const today = dayjs().format('YYYY-MM-DD');
  const create = useLiveWrite({
    write: (body: AppointmentWrite) => api.post<AppointmentDto>('/api/appointments', body),
    causes: WRITE_CAUSES.appointment,
    update: putAppointment,
  });

  const formik = useFormik<BookingValues>({
    initialValues: {
      clientId: prefill?.clientId,
      staffId: initialStaffId,
      appointmentDate: initialDate && initialDate >= today ? initialDate : today,
      appointmentTime: initialTime ?? '',
      notes: '',
    },
    validationSchema: appointmentWriteSchema,
    onSubmit: async (values) => {
      if (!values.appointmentTime) {
        toastError(AGENDA_MSG.pickTime);
        return;
      }
      try {
        if (visit.special) {
          if (await visit.submit(values)) onClose();
          return;
        }
        const created = await create.mutateAsync(toAppointmentWrite(values, establishmentId));
        // docs/product/errors.md fixes the title 'Agendamento realizado'; the description says what happened (docs/product/screens.md ('Booking feedback')).
        toast({ title: 'Agendamento realizado', description: bookedText(created), variant: 'success' });
        onCreated?.(created);
        onClose();
      } catch (error) {
        toastError(errorMessage(error, 'Erro ao criar agendamento'));
        void times.refetch();
        if (visit.grouped) void visit.groupTimes.refetch();
      }
    },
  });

  const { staffId, serviceId, appointmentDate, appointmentTime } = formik.values;
  const visit = useVisitBooking(formik.values);
  const single = useAvailableTimes(staffId, serviceId, appointmentDate);
  const times = visit.grouped ? { ...visit.groupTimes, closed: false } : single;
  const prefilledClient = prefill?.clientId && prefill.clientName ? { value: prefill.clientId, label: prefill.clientName } : undefined;

  // The grid's time stays chosen while its day does: the list of free times then says whether it still fits.
  const clearTime = (date = formik.values.appointmentDate) => {
    void formik.setFieldValue('appointmentTime', initialTime && date === initialDate ? initialTime : '');
    visit.resetConflicts();
  };

  return (
    <FormDialog
      title="Novo Agendamento"
      onClose={onClose}
      submitLabel={visit.conflicts ? 'Confirmar série' : 'Criar Agendamento'}
      formik={formik}
      disabled={!appointmentTime}
      open={open}
      destroyOnHidden
    >
      <BookingPartyFields formik={formik} prefilledClient={prefilledClient} onPartyChange={() => clearTime()} walkIn />
      <VisitExtras
        items={visit.extras}
        onChange={(items) => {
          visit.setExtras(items);
          clearTime();
        }}
      />
      <Form.Item label="Data" htmlFor="booking-date" required {...fieldStatus(formik, 'appointmentDate')}>
        <DatePicker
          id="booking-date"
          format="DD/MM/YYYY"
          allowClear={false}
          style={{ width: '100%' }}
          value={appointmentDate ? dayjs(appointmentDate) : null}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          onChange={(d) => {
            void formik.setFieldValue('appointmentDate', d ? d.format('YYYY-MM-DD') : '');
            clearTime(d ? d.format('YYYY-MM-DD') : '');
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
            onChange={(t) => {
              void formik.setFieldValue('appointmentTime', t);
              visit.resetConflicts();
            }}
          />
        ) : (
          <span style={{ opacity: 0.65 }}>Selecione o serviço, o profissional e a data para ver os horários.</span>
        )}
      </Form.Item>
      {!visit.grouped && <RepeatFields value={visit.repeat} onChange={visit.setRepeat} start={appointmentDate} />}
      {visit.conflicts && <SeriesConflicts conflicts={visit.conflicts} resolutions={visit.resolutions} onChange={visit.setResolutions} />}
      <Form.Item label="Observações" htmlFor="booking-notes">
        <Input.TextArea
          id="booking-notes"
          aria-label="Observações"
          rows={2}
          value={formik.values.notes}
          onChange={(e) => void formik.setFieldValue('notes', e.target.value)}
        />
      </Form.Item>
    </FormDialog>
  );
}
