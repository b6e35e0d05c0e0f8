import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { DEFAULT_LOYALTY_PROGRAM, loyaltyProgramSchema, servicesEarningPoints, type LoyaltyProgramDto, type ServiceDto } from '@salao/contracts';
import { KEYS, usePrograms } from '../shared/queries';
import { useLoyaltyMutations } from './use-loyalty-mutations';
import { FormDialog, fieldStatus, formikText, useListRecordRead, useRecordVersion } from '@salao/web-core/forms';

interface ProgramValues {
  name: string;
  pointsPerService: number | null;
  pointsToReward: number | null;
  rewardDescription: string;
  services: number[];
  isActive: boolean;
}

const formValues = (program: LoyaltyProgramDto | null): ProgramValues => ({
  name: program?.name ?? '',
  pointsPerService: program?.pointsPerService ?? DEFAULT_LOYALTY_PROGRAM.pointsPerService,
  pointsToReward: program?.pointsToReward ?? DEFAULT_LOYALTY_PROGRAM.pointsToReward,
  rewardDescription: program?.rewardDescription ?? '',
  services: program?.services.map((s) => s.serviceId) ?? [],
  isActive: program?.isActive ?? true,
});

/** Create or edit a loyalty programme (docs/product/screens.md, docs/product/validation.md: points per service ≥ 1, default 1; to reward ≥ 1, default 10). */
export default function ProgramFormDialog({ program, services, onClose }: { program: LoyaltyProgramDto | null; services: ServiceDto[]; onClose: () => void }) {
  const { saveProgram } = useLoyaltyMutations();
  const formik = useFormik<ProgramValues>({
    initialValues: formValues(program),
    validationSchema: loyaltyProgramSchema,
    onSubmit: async (v) => {
      await saveProgram
        .mutateAsync({
          id: program?.id ?? null,
          body: {
            name: v.name.trim(),
            pointsPerService: Number(v.pointsPerService),
            pointsToReward: Number(v.pointsToReward),
            rewardDescription: v.rewardDescription.trim(),
            services: v.services,
            isActive: v.isActive,
            version,
          },
        })
        .then(onClose)
        .catch((error: unknown) => conflict.caught(error)); // other failures: the mutation already told the user
    },
  });
  const reload = useListRecordRead<LoyaltyProgramDto>(KEYS.programs, program?.id);
  const { version, conflict } = useRecordVersion(program, reload, (fresh) => formik.resetForm({ values: formValues(fresh) }));

  const text = (name: 'name' | 'rewardDescription') => formikText(formik, name, 'program');
  // docs/product/states.md ('Loyalty'): a service no active programme covers (this form's draft included) earns no points; say which.
  const programs = usePrograms();
  const earning = servicesEarningPoints(programs.data ?? [], { id: program?.id ?? null, isActive: formik.values.isActive, serviceIds: formik.values.services });
  const outside = programs.data ? services.filter((s) => !earning.has(s.id)) : [];

  /** A whole, positive number of points. */
  const countField = (name: 'pointsPerService' | 'pointsToReward', label: string) => (
    <Form.Item label={label} htmlFor={`program-${name}`} required {...fieldStatus(formik, name)}>
      <InputNumber<number>
        id={`program-${name}`}
        min={1}
        precision={0}
        style={{ width: '100%' }}
        value={formik.values[name]}
        onChange={(v) => void formik.setFieldValue(name, v)}
      />
    </Form.Item>
  );

  return (
    <FormDialog
      title={program ? 'Editar Programa' : 'Novo Programa de Fidelidade'}
      onClose={onClose}
      submitLabel={program ? 'Salvar' : 'Criar Programa'}
      formik={formik}
    >
      {conflict.alert}
      <Form.Item label="Nome do programa" htmlFor="program-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} placeholder={DEFAULT_LOYALTY_PROGRAM.name} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {countField('pointsPerService', 'Pontos por serviço')}
        {countField('pointsToReward', 'Pontos para recompensa')}
      </div>
      <Form.Item label="Recompensa" htmlFor="program-rewardDescription" required {...fieldStatus(formik, 'rewardDescription')}>
        <Input {...text('rewardDescription')} placeholder={DEFAULT_LOYALTY_PROGRAM.rewardDescription} />
      </Form.Item>
      <Form.Item label="Serviços participantes" htmlFor="program-services" {...fieldStatus(formik, 'services')}>
        <Select<number[]>
          id="program-services"
          mode="multiple"
          allowClear
          placeholder="Selecione os serviços que geram pontos"
          value={formik.values.services}
          onChange={(v) => void formik.setFieldValue('services', v)}
          options={services.map((s) => ({ value: s.id, label: earning.has(s.id) || !programs.data ? s.name : `${s.name} (fora de todos os programas)` }))}
          optionFilterProp="label"
          notFoundContent="Nenhum serviço cadastrado"
        />
      </Form.Item>
      {outside.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="services-outside-loyalty"
          style={{ marginBottom: 16 }}
          title={
            outside.length === 1
              ? '1 serviço fora de todos os programas não gera pontos'
              : `${outside.length} serviços fora de todos os programas não geram pontos`
          }
          description={outside.map((s) => s.name).join(', ')}
        />
      )}
      <Form.Item label="Programa ativo">
        <Switch checked={formik.values.isActive} onChange={(v) => void formik.setFieldValue('isActive', v)} aria-label="Programa ativo" />
      </Form.Item>
    </FormDialog>
  );
}
