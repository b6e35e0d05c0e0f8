import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import { DEFAULT_LOYALTY_PROGRAM, loyaltyProgramSchema, type LoyaltyProgramDto, type ServiceDto } from '@salao/contracts';
import { useLoyaltyMutations } from './use-loyalty-mutations';
import { dialogFooter, fieldStatus, formikText } from '@salao/web-core/ui';

interface ProgramValues {
  name: string;
  pointsPerService: number | null;
  pointsToReward: number | null;
  rewardDescription: string;
  services: number[];
  isActive: boolean;
}

/** Create or edit a loyalty programme (SPEC §2, §5: points per service ≥ 1, default 1; to reward ≥ 1, default 10). */
export default function ProgramFormDialog({ program, services, onClose }: { program: LoyaltyProgramDto | null; services: ServiceDto[]; onClose: () => void }) {
  const { saveProgram } = useLoyaltyMutations();
  const formik = useFormik<ProgramValues>({
    initialValues: {
      name: program?.name ?? '',
      pointsPerService: program?.pointsPerService ?? DEFAULT_LOYALTY_PROGRAM.pointsPerService,
      pointsToReward: program?.pointsToReward ?? DEFAULT_LOYALTY_PROGRAM.pointsToReward,
      rewardDescription: program?.rewardDescription ?? '',
      services: program?.services.map((s) => s.serviceId) ?? [],
      isActive: program?.isActive ?? true,
    },
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
          },
        })
        .then(onClose)
        .catch(() => undefined); // the mutation already told the user
    },
  });

  const text = (name: 'name' | 'rewardDescription') => formikText(formik, name, 'program');

  return (
    <Modal
      open
      onCancel={onClose}
      title={program ? 'Editar Programa' : 'Novo Programa de Fidelidade'}
      footer={dialogFooter({ onCancel: onClose, onSubmit: () => formik.handleSubmit(), submitLabel: program ? 'Salvar' : 'Criar Programa', loading: formik.isSubmitting })}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <Form.Item label="Nome do programa" htmlFor="program-name" required {...fieldStatus(formik, 'name')}>
          <Input {...text('name')} placeholder={DEFAULT_LOYALTY_PROGRAM.name} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <Form.Item label="Pontos por serviço" htmlFor="program-pointsPerService" required {...fieldStatus(formik, 'pointsPerService')}>
            <InputNumber<number>
              id="program-pointsPerService"
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={formik.values.pointsPerService}
              onChange={(v) => void formik.setFieldValue('pointsPerService', v)}
            />
          </Form.Item>
          <Form.Item label="Pontos para recompensa" htmlFor="program-pointsToReward" required {...fieldStatus(formik, 'pointsToReward')}>
            <InputNumber<number>
              id="program-pointsToReward"
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={formik.values.pointsToReward}
              onChange={(v) => void formik.setFieldValue('pointsToReward', v)}
            />
          </Form.Item>
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
            options={services.map((s) => ({ value: s.id, label: s.name }))}
            optionFilterProp="label"
            notFoundContent="Nenhum serviço cadastrado"
          />
        </Form.Item>
        <Form.Item label="Programa ativo">
          <Switch checked={formik.values.isActive} onChange={(v) => void formik.setFieldValue('isActive', v)} aria-label="Programa ativo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
