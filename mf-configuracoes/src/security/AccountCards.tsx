import { Button, Card, Form, Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { SETTINGS_MSG, changeEmailSchema, changePasswordSchema } from '@salao/contracts';
import { api, toastSuccess, useSession } from '@salao/web-core';
import { fieldStatus, formikText } from '@salao/web-core/forms';
import { withFeedback } from '../shared/feedback';

/** E-mail change: the current password is asked again; the change applies once the link sent to the new address is opened. */
export function EmailCard() {
  const current = useSession((s) => s.user?.email ?? '');
  const formik = useFormik({
    initialValues: { email: current, currentPassword: '' },
    validationSchema: changeEmailSchema,
    onSubmit: async (values, helpers) => {
      const sent = await withFeedback(
        async () => toastSuccess((await api.put<{ message: string }>('/api/user/email', values)).message),
        SETTINGS_MSG.emailError,
      );
      if (sent) helpers.resetForm({ values: { ...values, currentPassword: '' } });
    },
  });
  return (
    <Card title="Alterar E-mail">
      <Form layout="vertical" component="div">
        <Form.Item label="Novo e-mail" htmlFor="account-email" {...fieldStatus(formik, 'email')}>
          <Input {...formikText(formik, 'email', 'account')} type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Senha atual" htmlFor="email-currentPassword" {...fieldStatus(formik, 'currentPassword')}>
          <Input.Password {...formikText(formik, 'currentPassword', 'email')} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Atualizar Email
        </Button>
      </Form>
    </Card>
  );
}

const passwordFormSchema = changePasswordSchema.shape({
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], SETTINGS_MSG.passwordMismatch)
    .required(SETTINGS_MSG.passwordMismatch),
});

/** Password change (docs/product/screens.md Segurança): current (show/hide), new, confirmation. */
export function PasswordCard() {
  const formik = useFormik({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validationSchema: passwordFormSchema,
    onSubmit: async ({ currentPassword, password }, helpers) => {
      if (await withFeedback(() => api.put('/api/user/password', { currentPassword, password }), SETTINGS_MSG.passwordError, SETTINGS_MSG.passwordSaved))
        helpers.resetForm();
    },
  });
  return (
    <Card title="Alterar Senha">
      <Form layout="vertical" component="div">
        <Form.Item label="Senha atual" htmlFor="password-currentPassword" {...fieldStatus(formik, 'currentPassword')}>
          <Input.Password {...formikText(formik, 'currentPassword', 'password')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="Nova senha" htmlFor="password-password" {...fieldStatus(formik, 'password')}>
          <Input.Password {...formikText(formik, 'password', 'password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirmar nova senha" htmlFor="password-confirmPassword" {...fieldStatus(formik, 'confirmPassword')}>
          <Input.Password {...formikText(formik, 'confirmPassword', 'password')} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          Atualizar Senha
        </Button>
      </Form>
    </Card>
  );
}
