import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { WRITE_CAUSES, clientSchema, type ClientDto } from '@salao/contracts';
import { api, useLiveWrite, useSession } from '@salao/web-core';
import { putClient } from '../shared/client-cache';
import { FormDialog, fieldStatus, formikText, useRecordVersion } from '@salao/web-core/forms';

interface ClientValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
}

const formValues = (client: ClientDto | null): ClientValues => ({
  name: client?.name ?? '',
  phone: client?.phone ?? '',
  email: client?.email ?? '',
  address: client?.address ?? '',
  notes: client?.notes ?? '',
});

/** New or edit client (docs/product/screens.md, docs/product/validation.md); validated with the API's own schema. */
export default function ClientFormDialog({ client, onClose }: { client: ClientDto | null; onClose: () => void }) {
  const save = useLiveWrite({
    write: (body: Record<string, unknown>) => (client ? api.put<ClientDto>(`/api/clients/${client.id}`, body) : api.post<ClientDto>('/api/clients', body)),
    causes: WRITE_CAUSES.client,
    update: putClient,
  });
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<ClientValues>({
    initialValues: formValues(client),
    validationSchema: clientSchema,
    onSubmit: async (values) => {
      setServerError(null);
      const body = {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim() || null,
        address: values.address.trim() || null,
        notes: values.notes.trim() || null,
        establishmentId,
        version,
      };
      try {
        await save.mutateAsync(body);
        onClose();
      } catch (error) {
        if (conflict.caught(error)) return;
        // docs/product/errors.md: client failures raise no toast; the dialog stays open with the server's reason.
        console.error('Erro ao salvar cliente', error);
        setServerError((error as Error).message);
      }
    },
  });

  const { version, conflict } = useRecordVersion(
    client,
    () => api.get<ClientDto>(`/api/clients/${client!.id}`),
    (fresh) => formik.resetForm({ values: formValues(fresh) }),
  );
  const text = (name: keyof ClientValues) => formikText(formik, name, 'client');

  return (
    <FormDialog
      title={client ? 'Editar Cliente' : 'Novo Cliente'}
      onClose={onClose}
      submitLabel={client ? 'Salvar' : 'Criar Cliente'}
      formik={formik}
      submitOnEnter
    >
      {conflict.alert}
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Form.Item label="Nome" htmlFor="client-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} autoFocus placeholder="Nome completo" />
      </Form.Item>
      <Form.Item label="Telefone" htmlFor="client-phone" required {...fieldStatus(formik, 'phone')}>
        <Input {...text('phone')} inputMode="tel" placeholder="(11) 99999-9999" />
      </Form.Item>
      <Form.Item label="Email" htmlFor="client-email" {...fieldStatus(formik, 'email')}>
        <Input {...text('email')} type="email" placeholder="cliente@email.com" />
      </Form.Item>
      <Form.Item label="Endereço" htmlFor="client-address" {...fieldStatus(formik, 'address')}>
        <Input {...text('address')} placeholder="Rua, número, bairro" />
      </Form.Item>
      <Form.Item label="Observações" htmlFor="client-notes" {...fieldStatus(formik, 'notes')}>
        <Input.TextArea {...text('notes')} rows={3} placeholder="Preferências, alergias..." />
      </Form.Item>
    </FormDialog>
  );
}
