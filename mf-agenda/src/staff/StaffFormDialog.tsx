import { Form, Input, Switch } from 'antd';
import { useFormik } from 'formik';
import { QUERY_KEYS, staffCreateSchema, staffUpdateSchema, type StaffDto } from '@salao/contracts';
import { api, useLiveWrite, useSession } from '@salao/web-core';
import { isStaffLimit, STAFF_WRITE_REFRESHES, staffBody, staffInitialValues, type StaffValues } from './staff-form';
import { FormDialog, fieldStatus, formikText, useListRecordRead, useRecordVersion } from '@salao/web-core/forms';

interface StaffFormDialogProps {
  staff: StaffDto | null;
  onClose: () => void;
  /** The server refused a new member over the plan's limit (docs/product/errors.md). */
  onLimit: () => void;
}

/** Add or edit a collaborator with the create/edit rules of docs/product/validation.md. Other failures are only logged (docs/product/errors.md). */
export default function StaffFormDialog({ staff, onClose, onLimit }: StaffFormDialogProps) {
  const establishmentId = useSession((s) => s.user?.establishmentId);
  const save = useLiveWrite({
    write: (body: ReturnType<typeof staffBody> & { version?: number }) => (staff ? api.put(`/api/staff/${staff.id}`, body) : api.post('/api/staff', body)),
    causes: [],
    also: STAFF_WRITE_REFRESHES,
    // Refused over the plan's limit: the cached staff count (permissions) was stale.
    staleOnError: (error) => (!staff && isStaffLimit(error) ? ['permissions'] : []),
  });

  const formik = useFormik<StaffValues>({
    initialValues: staffInitialValues(staff),
    validationSchema: staff ? staffUpdateSchema : staffCreateSchema,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ ...staffBody(values, establishmentId), version });
        onClose();
      } catch (error) {
        if (conflict.caught(error)) return;
        if (!staff && isStaffLimit(error)) {
          onClose();
          onLimit();
        } else console.error('Erro ao salvar colaborador', error);
      }
    },
  });

  const reload = useListRecordRead<StaffDto>(QUERY_KEYS.staff, staff?.id);
  const { version, conflict } = useRecordVersion(staff, reload, (fresh) => formik.resetForm({ values: staffInitialValues(fresh) }));
  const text = (name: Exclude<keyof StaffValues, 'hasSystemAccess'>) => formikText(formik, name, 'staff');
  // A password creates the login: always on create, on edit only when access is being granted.
  const askPassword = formik.values.hasSystemAccess && (!staff || !staff.hasSystemAccess);

  return (
    <FormDialog
      title={staff ? 'Editar Colaborador' : 'Novo Colaborador'}
      onClose={onClose}
      submitLabel={staff ? 'Salvar' : 'Adicionar Colaborador'}
      formik={formik}
    >
      {conflict.alert}
      <Form.Item label="Nome" htmlFor="staff-name" required {...fieldStatus(formik, 'name')}>
        <Input {...text('name')} />
      </Form.Item>
      <Form.Item label="Função/Cargo" htmlFor="staff-role" required {...fieldStatus(formik, 'role')}>
        <Input placeholder="Ex.: Cabeleireira" {...text('role')} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', columnGap: 12 }}>
        <Form.Item label="Telefone" htmlFor="staff-phone" {...fieldStatus(formik, 'phone')}>
          <Input inputMode="tel" {...text('phone')} />
        </Form.Item>
        <Form.Item label="E-mail" htmlFor="staff-email" required={!staff} {...fieldStatus(formik, 'email')}>
          <Input type="email" {...text('email')} />
        </Form.Item>
        <Form.Item label="Salário fixo (R$)" htmlFor="staff-salaryAmount" {...fieldStatus(formik, 'salaryAmount')}>
          <Input type="number" step="0.01" min="0" {...text('salaryAmount')} />
        </Form.Item>
        <Form.Item label="Comissão (%)" htmlFor="staff-commissionRate" {...fieldStatus(formik, 'commissionRate')}>
          <Input type="number" step="0.01" min="0" max="100" {...text('commissionRate')} />
        </Form.Item>
      </div>
      <Form.Item label="Acesso ao sistema" htmlFor="staff-hasSystemAccess">
        <Switch
          id="staff-hasSystemAccess"
          checked={formik.values.hasSystemAccess}
          onChange={(v) => void formik.setFieldValue('hasSystemAccess', v)}
          checkedChildren="Liberado"
          unCheckedChildren="Bloqueado"
        />
      </Form.Item>
      {askPassword && (
        <Form.Item label="Senha de acesso" htmlFor="staff-password" required {...fieldStatus(formik, 'password')}>
          <Input.Password autoComplete="new-password" {...text('password')} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
