import { useState } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, unitCreateSchema, type UnitDto } from '@salao/contracts';
import { ApiError, api, toastSuccess } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';

interface NewUnitValues {
  name: string;
  address: string;
  phone: string;
  /** A unit's id, or 'none' (Não copiar). */
  copyFrom: string;
}

const NO_COPY = 'none';

/** 'Nova unidade' (owners, docs/product/units.md): POST /api/units, copying a unit's services, hours and settings. */
export default function NewUnitDialog({ units, onClose }: { units: UnitDto[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const current = units.find((u) => u.current) ?? units[0];
  const formik = useFormik<NewUnitValues>({
    initialValues: { name: '', address: '', phone: '', copyFrom: current ? String(current.id) : NO_COPY },
    validationSchema: unitCreateSchema.omit(['copyFrom']),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await api.post('/api/units', {
          name: values.name.trim(),
          address: values.address.trim() || null,
          phone: values.phone.trim() || null,
          ...(values.copyFrom === NO_COPY ? {} : { copyFrom: Number(values.copyFrom) }),
        });
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.units });
        toastSuccess('Unidade criada.');
        onClose();
      } catch (error) {
        setServerError(error instanceof ApiError ? error.message : 'Não foi possível criar a unidade. Tente novamente.');
      }
    },
  });
  const text = (name: 'name' | 'address' | 'phone') => formikText(formik, name, 'unit');

  return (
    <FormDialog title="Nova unidade" onClose={onClose} submitLabel="Criar unidade" formik={formik} submitOnEnter>
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label="Nome" htmlFor="unit-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} autoFocus />
      </Form.Item>
      <Form.Item label="Endereço" htmlFor="unit-address" {...fieldStatus(formik, 'address')}>
        <Input {...text('address')} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="Telefone" htmlFor="unit-phone" {...fieldStatus(formik, 'phone')}>
        <Input {...text('phone')} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label="Copiar serviços, horários e configurações de"
        htmlFor="unit-copy-from"
        extra="Clientes, agendamentos, estoque e valores nunca são copiados."
      >
        <Select
          id="unit-copy-from"
          value={formik.values.copyFrom}
          onChange={(v) => void formik.setFieldValue('copyFrom', v)}
          options={[...units.map((u) => ({ value: String(u.id), label: u.name })), { value: NO_COPY, label: 'Não copiar' }]}
        />
      </Form.Item>
    </FormDialog>
  );
}
