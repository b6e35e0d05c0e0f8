import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { useFormik } from 'formik';
import { ERROR_CODES, WRITE_CAUSES, clientSchema, type ClientDto } from '@salao/contracts';
import { api, errorCode, useLiveWrite, useSession } from '@salao/web-core';
import { fieldStatus, formikText } from '@salao/web-core/forms';
import { errorMessage } from '../forms/error-message';
import { useClientDirectory } from '../shared/use-directory';
import type { Option } from './use-booking-options';

interface WalkInValues {
  name: string;
  phone: string;
  email: string;
}

/** The part of the client schema the walk-in form asks for (docs/product/screens.md: name and phone, e-mail optional). */
const walkInSchema = clientSchema.pick(['name', 'phone', 'email']);

/** A 409 duplicate_phone: the server's message and the client who already has the phone. */
interface Duplicate {
  message: string;
  existing: Option;
}

/** The id the duplicate-phone answer names (the body's `existingClientId`), read by shape like web-core's errors. */
function existingClientId(error: unknown): number | undefined {
  const id = (error as { body?: { existingClientId?: unknown } } | null)?.body?.existingClientId;
  return typeof id === 'number' ? id : undefined;
}

interface WalkInClientFormProps {
  /** The client was created (or an existing one chosen): the booking selects her. */
  onSelect: (client: Option) => void;
  onCancel: () => void;
}

/**
 * 'Novo cliente' inside the booking dialog (docs/product/screens.md): a walk-in or a caller is created without
 * leaving the booking. A phone another client has is answered with 'Usar {nome}' or 'Criar mesmo assim'
 * (families share phones).
 */
export function WalkInClientForm({ onSelect, onCancel }: WalkInClientFormProps) {
  const { token } = theme.useToken();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const clients = useClientDirectory();
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useLiveWrite({
    write: (body: Record<string, unknown>) => api.post<ClientDto>('/api/clients', body),
    causes: WRITE_CAUSES.client,
  });

  const send = async (values: WalkInValues, confirmDuplicate: boolean) => {
    setServerError(null);
    const body = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim() || null,
      establishmentId,
      ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
    };
    try {
      const created = await create.mutateAsync(body);
      setDuplicate(null);
      onSelect({ value: created.id, label: created.name });
    } catch (error) {
      const existingId = existingClientId(error);
      if (errorCode(error) === ERROR_CODES.duplicatePhone && existingId != null) {
        const name = clients.data?.find((c) => c.id === existingId)?.name ?? 'cliente existente';
        setDuplicate({ message: errorMessage(error, 'Já existe um cliente com este telefone.'), existing: { value: existingId, label: name } });
        return;
      }
      setServerError(errorMessage(error, 'Erro ao criar cliente'));
    }
  };

  const formik = useFormik<WalkInValues>({
    initialValues: { name: '', phone: '', email: '' },
    validationSchema: walkInSchema,
    onSubmit: (values) => send(values, false),
  });
  const text = (name: keyof WalkInValues) => formikText(formik, name, 'walk-in');
  const submitOnEnter = { onPressEnter: () => formik.handleSubmit() };
  const busy = formik.isSubmitting || create.isPending;

  return (
    <section
      aria-label="Novo cliente"
      data-testid="walk-in-form"
      style={{
        padding: 12,
        marginBottom: 16,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
      }}
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Form.Item label="Nome" htmlFor="walk-in-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} autoFocus autoComplete="off" placeholder="Nome completo" {...submitOnEnter} />
      </Form.Item>
      <Form.Item label="Telefone" htmlFor="walk-in-phone" required {...fieldStatus(formik, 'phone')}>
        <Input
          {...text('phone')}
          onChange={(e) => {
            setDuplicate(null);
            void formik.setFieldValue('phone', e.target.value);
          }}
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 99999-9999"
          {...submitOnEnter}
        />
      </Form.Item>
      <Form.Item label="E-mail (opcional)" htmlFor="walk-in-email" {...fieldStatus(formik, 'email')}>
        <Input {...text('email')} type="email" autoComplete="off" placeholder="cliente@email.com" {...submitOnEnter} />
      </Form.Item>
      {duplicate ? (
        <Alert
          type="warning"
          showIcon
          data-testid="walk-in-duplicate"
          title={duplicate.message}
          description={
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              <Button type="primary" onClick={() => onSelect(duplicate.existing)}>
                Usar {duplicate.existing.label}
              </Button>
              <Button loading={busy} onClick={() => void send(formik.values, true)}>
                Criar mesmo assim
              </Button>
              <Button type="text" onClick={onCancel}>
                Cancelar
              </Button>
            </Flex>
          }
        />
      ) : (
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="primary" loading={busy} onClick={() => formik.handleSubmit()}>
            Salvar cliente
          </Button>
        </Flex>
      )}
    </section>
  );
}
