import { useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Select, Typography, theme } from 'antd';
import { useFormik } from 'formik';
import { LIMITS, QUERY_KEYS, serviceWriteSchema, type ServiceDto, type ServiceWrite } from '@salao/contracts';
import { api, useLiveWrite, useSession } from '@salao/web-core';
import { parseStaffIds } from '../shared/staff-ids';
import { useStaffDirectory } from '../shared/use-directory';
import { CATEGORIES_KEY, useCategories } from './use-categories';
import { categoryOptions } from './category-options';
import { ServiceDepositFields, type DepositValues } from './ServiceDepositFields';
import { FormDialog, fieldStatus, formikText, useListRecordRead, useRecordVersion } from '@salao/web-core/forms';

interface ServiceValues extends DepositValues {
  name: string;
  duration: number | null;
  price: string;
  category: string;
  staffIds: string[];
  description: string;
  processingStartMinutes: number | null;
  processingMinutes: number | null;
  cleanupMinutes: number | null;
}

type TimingField = 'processingStartMinutes' | 'processingMinutes' | 'cleanupMinutes';

/** The pause and the cleanup, optional whole minutes (docs/architecture.md, 'The time a professional is busy'). */
const TIMING_FIELDS: { name: TimingField; id: string; label: string }[] = [
  { name: 'processingMinutes', id: 'service-processing', label: 'Tempo de pausa (min)' },
  { name: 'processingStartMinutes', id: 'service-processing-start', label: 'Início da pausa (min)' },
  { name: 'cleanupMinutes', id: 'service-cleanup', label: 'Intervalo após (min)' },
];

/** What the three optional times mean, said once above them (their labels alone were read as the same thing). */
const TIMING_HELP =
  'Opcional. Tempo de pausa: parte do serviço em que o profissional fica livre para outro cliente (ex.: ação da coloração), começando no início da pausa (minutos após o início). Intervalo após: tempo de limpeza ou preparo depois do serviço, em que ele não atende.';

const formValues = (service: ServiceDto | null): ServiceValues => ({
  name: service?.name ?? '',
  duration: service?.duration ?? LIMITS.defaultServiceDuration,
  price: service?.price ?? '',
  category: service?.category ?? '',
  staffIds: service ? parseStaffIds(service.staffIds) : [],
  description: service?.description ?? '',
  processingStartMinutes: service?.processingStartMinutes ?? 0,
  processingMinutes: service?.processingMinutes ?? 0,
  cleanupMinutes: service?.cleanupMinutes ?? 0,
  depositType: service?.depositType ?? '',
  depositValue: service?.depositValue ?? null,
  depositKeepHours: service?.depositKeepHours ?? 24,
});

/** New or edit service (docs/product/screens.md, docs/product/validation.md). Failures are only logged (docs/product/errors.md). */
export default function ServiceFormDialog({ service, onClose }: { service: ServiceDto | null; onClose: () => void }) {
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const { token } = theme.useToken();
  const categories = useCategories();
  const staff = useStaffDirectory();
  const save = useLiveWrite({
    write: (body: ServiceWrite) => (service ? api.put(`/api/services/${service.id}`, body) : api.post('/api/services', body)),
    causes: [],
    // A category typed in the form is created with the service.
    also: ['services', 'servicesList', CATEGORIES_KEY],
  });
  const [typedCategory, setTypedCategory] = useState('');

  const formik = useFormik<ServiceValues>({
    initialValues: formValues(service),
    validationSchema: serviceWriteSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({
          name: values.name.trim(),
          duration: Number(values.duration),
          price: values.price.trim().replace(',', '.'),
          category: values.category,
          staffIds: JSON.stringify(values.staffIds),
          description: values.description.trim() || null,
          processingStartMinutes: Number(values.processingStartMinutes ?? 0),
          processingMinutes: Number(values.processingMinutes ?? 0),
          cleanupMinutes: Number(values.cleanupMinutes ?? 0),
          depositType: values.depositType || null,
          depositValue: values.depositType ? values.depositValue : null,
          depositKeepHours: Number(values.depositKeepHours ?? 24),
          establishmentId,
          version,
        });
        onClose();
      } catch (error) {
        if (conflict.caught(error)) return;
        console.error('Erro ao salvar serviço', error);
      }
    },
  });

  // The page lists services from the management list; 'Recarregar' reads it again.
  const reload = useListRecordRead<ServiceDto>(QUERY_KEYS.services, service?.id);
  const { version, conflict } = useRecordVersion(service, reload, (fresh) => formik.resetForm({ values: formValues(fresh) }));
  const text = (name: 'name' | 'price' | 'description') => formikText(formik, name);

  return (
    <FormDialog title={service ? 'Editar Serviço' : 'Novo Serviço'} onClose={onClose} submitLabel={service ? 'Salvar' : 'Criar Serviço'} formik={formik}>
      {conflict.alert}
      <Form.Item label="Nome" htmlFor="service-name" required {...fieldStatus(formik, 'name')}>
        <Input id="service-name" {...text('name')} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item label="Duração (minutos)" htmlFor="service-duration" required {...fieldStatus(formik, 'duration')}>
          <InputNumber<number>
            id="service-duration"
            min={1}
            style={{ width: '100%' }}
            value={formik.values.duration}
            onChange={(v) => void formik.setFieldValue('duration', v)}
          />
        </Form.Item>
        <Form.Item label="Preço (R$)" htmlFor="service-price" required {...fieldStatus(formik, 'price')}>
          <Input id="service-price" inputMode="decimal" placeholder="0,00" {...text('price')} />
        </Form.Item>
      </div>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby="service-timing-help">
        <legend style={{ fontSize: token.fontSize, color: token.colorText, fontWeight: 500, marginBottom: 4, border: 0 }}>Pausa e intervalo</legend>
        <Typography.Paragraph id="service-timing-help" type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
          {TIMING_HELP}
        </Typography.Paragraph>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', columnGap: 12 }}>
          {TIMING_FIELDS.map((f) => (
            <Form.Item key={f.name} label={f.label} htmlFor={f.id} {...fieldStatus(formik, f.name)}>
              <InputNumber<number>
                id={f.id}
                min={0}
                precision={0}
                style={{ width: '100%' }}
                value={formik.values[f.name]}
                onChange={(v) => void formik.setFieldValue(f.name, v)}
              />
            </Form.Item>
          ))}
        </div>
      </fieldset>
      <ServiceDepositFields formik={formik} />
      <Form.Item label="Categoria" htmlFor="service-category" required {...fieldStatus(formik, 'category')}>
        <Select<string>
          id="service-category"
          placeholder="Escolha ou digite uma nova categoria"
          loading={categories.isLoading}
          value={formik.values.category || undefined}
          onChange={(v) => {
            void formik.setFieldValue('category', v);
            setTypedCategory('');
          }}
          showSearch={{ searchValue: typedCategory, onSearch: setTypedCategory, optionFilterProp: 'label' }}
          options={categoryOptions(
            (categories.data ?? []).map((c) => c.name),
            typedCategory,
          )}
          notFoundContent="Digite o nome da nova categoria"
        />
      </Form.Item>
      <Form.Item label="Profissionais" required {...fieldStatus(formik, 'staffIds')}>
        {(staff.data ?? []).length === 0 ? (
          <Typography.Text type="secondary">Nenhum colaborador cadastrado</Typography.Text>
        ) : (
          <Checkbox.Group
            value={formik.values.staffIds}
            onChange={(v) => void formik.setFieldValue('staffIds', v)}
            options={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
        )}
      </Form.Item>
      <Form.Item label="Descrição" htmlFor="service-description">
        <Input.TextArea id="service-description" rows={2} {...text('description')} />
      </Form.Item>
    </FormDialog>
  );
}
