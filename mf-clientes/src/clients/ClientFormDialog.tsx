import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useFormik } from 'formik';
import type { QueryKey } from '@tanstack/react-query';
import { CLIENT_MSG, WRITE_CAUSES, clientSchema, type ClientDto } from '@salao/contracts';
import { api, toastSuccess, useLiveWrite, useSession } from '@salao/web-core';
import { putClient } from '../shared/client-cache';
import { FormDialog, fieldStatus, formikText, useRecordVersion } from '@salao/web-core/forms';

interface ClientValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  birthday: string;
  allergies: string;
  hairNotes: string;
  skinNotes: string;
}

const formValues = (client: ClientDto | null): ClientValues => ({
  name: client?.name ?? '',
  phone: client?.phone ?? '',
  email: client?.email ?? '',
  address: client?.address ?? '',
  notes: client?.notes ?? '',
  birthday: client?.birthday ?? '',
  allergies: client?.allergies ?? '',
  hairNotes: client?.hairNotes ?? '',
  skinNotes: client?.skinNotes ?? '',
});

/** New or edit client (docs/product/screens.md, docs/product/validation.md); validated with the API's own schema. */
export default function ClientFormDialog({ client, onClose, also }: { client: ClientDto | null; onClose: () => void; also?: readonly QueryKey[] }) {
  const save = useLiveWrite({
    also,
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
        birthday: values.birthday || null,
        allergies: values.allergies.trim() || null,
        hairNotes: values.hairNotes.trim() || null,
        skinNotes: values.skinNotes.trim() || null,
        establishmentId,
        version,
      };
      try {
        await save.mutateAsync(body);
        toastSuccess(client ? CLIENT_MSG.updated : CLIENT_MSG.created);
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
      <Form.Item label="Data de nascimento" htmlFor="client-birthday" {...fieldStatus(formik, 'birthday')}>
        <Input {...text('birthday')} type="date" min="1900-01-01" />
      </Form.Item>
      <Form.Item label="Observações" htmlFor="client-notes" {...fieldStatus(formik, 'notes')}>
        <Input.TextArea {...text('notes')} rows={3} placeholder="Preferências..." />
      </Form.Item>
      <Form.Item label="Alergias" htmlFor="client-allergies" {...fieldStatus(formik, 'allergies')}>
        <Input.TextArea {...text('allergies')} rows={2} placeholder="Produtos ou substâncias" />
      </Form.Item>
      <Form.Item label="Observações sobre o cabelo" htmlFor="client-hairNotes" {...fieldStatus(formik, 'hairNotes')}>
        <Input.TextArea {...text('hairNotes')} rows={2} />
      </Form.Item>
      <Form.Item label="Observações sobre a pele" htmlFor="client-skinNotes" {...fieldStatus(formik, 'skinNotes')}>
        <Input.TextArea {...text('skinNotes')} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
