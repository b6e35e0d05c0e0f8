import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useFormik } from 'formik';
import { packageSchema, type PackageDto } from '@salao/contracts';
import { api, toastFailure, toastSuccess, useServices } from '@salao/web-core';
import { FormDialog, fieldStatus, formikText } from '@salao/web-core/forms';
import { brl, reaisToCents } from '../cash/money';

interface Values {
  name: string;
  serviceId: number | null;
  sessions: number;
  price: string;
  validityDays: number;
}

/** 'Novo pacote' / 'Editar pacote': one service and its sessions, price in reais (sent as cents), validity in days. */
function PackageDialog({ pkg, onClose }: { pkg: PackageDto | null; onClose: () => void }) {
  const services = useServices();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: object) =>
      pkg ? api.put<PackageDto>(`/api/packages/${pkg.id}`, { ...body, version: pkg.version }) : api.post<PackageDto>('/api/packages', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['packages'] }),
  });
  const formik = useFormik<Values>({
    initialValues: {
      name: pkg?.name ?? '',
      serviceId: pkg?.items[0]?.serviceId ?? null,
      sessions: pkg?.items[0]?.sessions ?? 4,
      price: pkg ? (pkg.price / 100).toFixed(2).replace('.', ',') : '',
      validityDays: pkg?.validityDays ?? 90,
    },
    validate: (v) => {
      const body = {
        name: v.name,
        items: v.serviceId ? [{ serviceId: v.serviceId, sessions: v.sessions }] : [],
        price: reaisToCents(v.price) ?? -1,
        validityDays: v.validityDays,
      };
      try {
        packageSchema.validateSync(body, { abortEarly: false });
        return {};
      } catch (e) {
        // Each field shows the first of its messages (the schema's, from contracts).
        const errors: Record<string, string> = {};
        for (const inner of (e as { inner?: { path?: string; message: string }[] }).inner ?? []) {
          const path = inner.path ?? 'name';
          const field = path.startsWith('items') ? (path.endsWith('sessions') ? 'sessions' : 'serviceId') : path;
          errors[field] ??= inner.message;
        }
        return errors;
      }
    },
    onSubmit: async (v) => {
      try {
        await save.mutateAsync({
          name: v.name,
          items: [{ serviceId: v.serviceId, sessions: v.sessions }],
          price: reaisToCents(v.price),
          validityDays: v.validityDays,
        });
        toastSuccess('Pacote salvo.');
        onClose();
      } catch (e) {
        toastFailure('Não foi possível salvar o pacote.', e);
      }
    },
  });
  return (
    <FormDialog title={pkg ? 'Editar pacote' : 'Novo pacote'} onClose={onClose} submitLabel="Salvar" formik={formik}>
      <Form.Item label="Nome" htmlFor="package-name" required {...fieldStatus(formik, 'name')}>
        <Input {...formikText(formik, 'name', 'package')} autoFocus />
      </Form.Item>
      <Form.Item label="Serviço" htmlFor="package-serviceId" required {...fieldStatus(formik, 'serviceId')}>
        <Select
          id="package-serviceId"
          showSearch={{ optionFilterProp: 'label' }}
          value={formik.values.serviceId ?? undefined}
          onChange={(v: number) => formik.setFieldValue('serviceId', v)}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          placeholder="Selecione o serviço"
        />
      </Form.Item>
      <Form.Item label="Sessões" htmlFor="package-sessions" required {...fieldStatus(formik, 'sessions')}>
        <InputNumber
          id="package-sessions"
          min={1}
          max={100}
          precision={0}
          value={formik.values.sessions}
          onChange={(v) => formik.setFieldValue('sessions', Number(v ?? 1))}
        />
      </Form.Item>
      <Form.Item label="Preço (R$)" htmlFor="package-price" required {...fieldStatus(formik, 'price')}>
        <Input {...formikText(formik, 'price', 'package')} inputMode="decimal" placeholder="0,00" />
      </Form.Item>
      <Form.Item label="Validade (dias)" htmlFor="package-validityDays" required {...fieldStatus(formik, 'validityDays')}>
        <InputNumber
          id="package-validityDays"
          min={1}
          max={3650}
          precision={0}
          value={formik.values.validityDays}
          onChange={(v) => formik.setFieldValue('validityDays', Number(v ?? 1))}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** Pacotes (docs/product/packages.md): the catalogue of session packages sold in the comanda. */
export default function PackagesPage() {
  const list = useQuery<PackageDto[]>({ queryKey: ['packages'], queryFn: () => api.get<PackageDto[]>('/api/packages') });
  const [editing, setEditing] = useState<PackageDto | null | 'new'>(null);
  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Catálogo de pacotes
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          Novo pacote
        </Button>
      </Flex>
      <Table<PackageDto>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Nenhum pacote cadastrado.' }}
        columns={[
          { title: 'Nome', dataIndex: 'name' },
          { title: 'Sessões', render: (_, p) => p.items.map((i) => `${i.sessions}× ${i.serviceName}`).join(', ') },
          { title: 'Preço', render: (_, p) => brl(p.price) },
          { title: 'Validade', render: (_, p) => `${p.validityDays} dias` },
          {
            title: 'Ações',
            render: (_, p) => (
              <Button size="small" onClick={() => setEditing(p)} aria-label={`Editar ${p.name}`}>
                Editar
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && <PackageDialog pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
