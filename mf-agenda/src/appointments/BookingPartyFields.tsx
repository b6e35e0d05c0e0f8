import { useState } from 'react';
import { Button, Flex, Form, Select } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { FormikProps } from 'formik';
import { hasPermission } from '@salao/contracts';
import { useSession } from '@salao/web-core';
import { WalkInClientForm } from './WalkInClientForm';
import { selectService, type BookingValues } from './booking-form';
import { useBookingOptions, type Option } from './use-booking-options';
import { fieldStatus } from '@salao/web-core/forms';

const searchable = {
  showSearch: { optionFilterProp: 'label' },
  style: { width: '100%' },
} as const;

/** Client, service and staff pickers shared by the new-appointment modal and the edit dialog. */
interface BookingPartyFieldsProps {
  formik: FormikProps<BookingValues>;
  prefilledClient?: Option;
  /** Called after the service or the staff member changed (the chosen time no longer holds). */
  onPartyChange?: () => void;
  /** The booking dialog offers 'Novo cliente' (a walk-in created and selected there, docs/product/screens.md) to whoever may create clients. */
  walkIn?: boolean;
}

export function BookingPartyFields({ formik, prefilledClient, onPartyChange, walkIn }: BookingPartyFieldsProps) {
  const mayCreateClient = hasPermission(
    useSession((s) => s.user?.role),
    'clients.manage',
  );
  const [creating, setCreating] = useState(false);
  // The client just created or chosen there: an option before the directory's refresh brings her.
  const [walkInClient, setWalkInClient] = useState<Option>();
  const { clientOptions, serviceOptions, staffOptions, services, loading } = useBookingOptions(formik.values.serviceId, walkInClient ?? prefilledClient);
  const onBlur = (name: keyof BookingValues) => () => void formik.setFieldTouched(name, true);
  return (
    <>
      <Form.Item label="Cliente" htmlFor="booking-client" required {...fieldStatus(formik, 'clientId')}>
        <Flex gap={8}>
          <Select<number>
            {...searchable}
            id="booking-client"
            style={{ flex: 1, minWidth: 0 }}
            aria-label="Cliente"
            placeholder="Selecione o cliente"
            loading={loading}
            options={clientOptions}
            value={formik.values.clientId}
            onChange={(v) => void formik.setFieldValue('clientId', v)}
            onBlur={onBlur('clientId')}
          />
          {walkIn && mayCreateClient && (
            <Button icon={<UserAddOutlined />} aria-expanded={creating} onClick={() => setCreating((c) => !c)}>
              Novo cliente
            </Button>
          )}
        </Flex>
      </Form.Item>
      {creating && (
        <WalkInClientForm
          onSelect={(client) => {
            setWalkInClient(client);
            void formik.setFieldValue('clientId', client.value);
            setCreating(false);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <Form.Item label="Serviço" htmlFor="booking-service" required {...fieldStatus(formik, 'serviceId')}>
        <Select<number>
          {...searchable}
          id="booking-service"
          aria-label="Serviço"
          placeholder="Selecione o serviço"
          loading={loading}
          options={serviceOptions}
          value={formik.values.serviceId}
          onChange={(v) => {
            selectService(formik, v, services);
            onPartyChange?.();
          }}
          onBlur={onBlur('serviceId')}
        />
      </Form.Item>
      <Form.Item label="Profissional" htmlFor="booking-staff" required {...fieldStatus(formik, 'staffId')}>
        <Select<number>
          {...searchable}
          id="booking-staff"
          aria-label="Profissional"
          placeholder="Selecione o profissional"
          loading={loading}
          options={staffOptions}
          value={formik.values.staffId}
          onChange={(v) => {
            void formik.setFieldValue('staffId', v);
            onPartyChange?.();
          }}
          onBlur={onBlur('staffId')}
        />
      </Form.Item>
    </>
  );
}
