import { Form, Input, Modal, Switch } from 'antd';
import { useFormik } from 'formik';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, staffCreateSchema, staffUpdateSchema, type StaffDto } from '@salao/contracts';
import { api, useSession } from '@salao/web-core';
import { STAFF_LIMIT_MESSAGE, staffBody, staffInitialValues, type StaffValues } from './staff-form';
import { dialogFooter, fieldStatus, formikText } from '@salao/web-core/ui';

interface StaffFormDialogProps {
  staff: StaffDto | null;
  onClose: () => void;
  /** The server refused a new member over the plan's limit (SPEC §8). */
  onLimit: () => void;
}

/** Add or edit a collaborator with the create/edit rules of SPEC §5. Other failures are only logged (SPEC §8). */
export default function StaffFormDialog({ staff, onClose, onLimit }: StaffFormDialogProps) {
  const client = useQueryClient();
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof staffBody>) => (staff ? api.put(`/api/staff/${staff.id}`, body) : api.post('/api/staff', body)),
  });

  const formik = useFormik<StaffValues>({
    initialValues: staffInitialValues(staff),
    validationSchema: staff ? staffUpdateSchema : staffCreateSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(staffBody(values, establishmentId));
        for (const key of [QUERY_KEYS.staff, QUERY_KEYS.staffList, QUERY_KEYS.permissions]) void client.invalidateQueries({ queryKey: [...key] });
        onClose();
      } catch (error) {
        if (!staff && error instanceof Error && error.message.includes(STAFF_LIMIT_MESSAGE)) {
          onClose();
          onLimit();
          void client.invalidateQueries({ queryKey: [...QUERY_KEYS.permissions] });
        } else console.error('Erro ao salvar colaborador', error);
      }
    },
  });

  const text = (name: Exclude<keyof StaffValues, 'hasSystemAccess'>) => formikText(formik, name, 'staff');
  // A password creates the login: always on create, on edit only when access is being granted.
  const askPassword = formik.values.hasSystemAccess && (!staff || !staff.hasSystemAccess);

  return (
    <Modal
      open
      onCancel={onClose}
      title={staff ? 'Editar Colaborador' : 'Novo Colaborador'}
      footer={dialogFooter({ onCancel: onClose, onSubmit: () => formik.handleSubmit(), submitLabel: staff ? 'Salvar' : 'Adicionar Colaborador', loading: formik.isSubmitting })}
    >
      <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
        <Form.Item label="Nome" required {...fieldStatus(formik, 'name')}>
          <Input {...text('name')} />
        </Form.Item>
        <Form.Item label="Função/Cargo" required {...fieldStatus(formik, 'role')}>
          <Input placeholder="Ex.: Cabeleireira" {...text('role')} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
          <Form.Item label="Telefone" {...fieldStatus(formik, 'phone')}>
            <Input inputMode="tel" {...text('phone')} />
          </Form.Item>
          <Form.Item label="E-mail" required={!staff} {...fieldStatus(formik, 'email')}>
            <Input type="email" {...text('email')} />
          </Form.Item>
          <Form.Item label="Salário fixo (R$)" {...fieldStatus(formik, 'salaryAmount')}>
            <Input type="number" step="0.01" min="0" {...text('salaryAmount')} />
          </Form.Item>
          <Form.Item label="Comissão (%)" {...fieldStatus(formik, 'commissionRate')}>
            <Input type="number" step="0.01" min="0" max="100" {...text('commissionRate')} />
          </Form.Item>
        </div>
        <Form.Item label="Acesso ao sistema">
          <Switch
            id="staff-hasSystemAccess"
            checked={formik.values.hasSystemAccess}
            onChange={(v) => void formik.setFieldValue('hasSystemAccess', v)}
            checkedChildren="Liberado"
            unCheckedChildren="Bloqueado"
          />
        </Form.Item>
        {askPassword && (
          <Form.Item label="Senha de acesso" required {...fieldStatus(formik, 'password')}>
            <Input.Password autoComplete="new-password" {...text('password')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
