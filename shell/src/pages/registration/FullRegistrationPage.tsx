import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router';
import { REGISTRATION_SEGMENTS, REGISTRATION_SEGMENT_LABELS, fullRegistrationFormSchema, type RegistrationPayload } from '@salao/contracts';
import { api, failureReason, toast } from '@salao/web-core';
import { AuthCard } from '../auth/AuthCard';

const initialValues = {
  establishmentName: '',
  ownerName: '',
  email: '',
  phone: '',
  whatsappNumber: '',
  segment: '',
  address: '',
  logo: '',
  password: '',
  confirmPassword: '',
};
type Values = typeof initialValues;

/** One-step establishment registration (docs/product/screens.md), validated with contracts' schema. */
export default function FullRegistrationPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: fullRegistrationFormSchema,
    onSubmit: async (v) => {
      try {
        const payload: RegistrationPayload = {
          establishment: {
            name: v.establishmentName,
            ownerName: v.ownerName,
            email: v.email,
            phone: v.phone,
            whatsappNumber: v.whatsappNumber,
            segment: v.segment,
            address: v.address,
            logo: v.logo || null,
          },
          user: { name: v.ownerName, email: v.email, password: v.password },
        };
        await api.post('/api/register/establishment', payload);
        setDone(true);
        toast({ title: 'Cadastro realizado com sucesso!', variant: 'success' });
        setTimeout(() => navigate('/'), 1000);
      } catch (error) {
        toast({
          title: 'Erro no cadastro',
          description: failureReason(error) ?? 'Ocorreu um erro ao criar sua conta. Tente novamente.',
          variant: 'destructive',
        });
      }
    },
  });

  const field = (name: keyof Values) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return { validateStatus: error ? ('error' as const) : undefined, help: error };
  };
  const input = (name: keyof Values) => ({ name, id: name, value: formik.values[name], onChange: formik.handleChange, onBlur: formik.handleBlur });

  return (
    <AuthCard title="Cadastro do Estabelecimento" subtitle="Preencha os dados para criar sua conta" width={640}>
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} requiredMark={false}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Nome do estabelecimento" htmlFor="establishmentName" {...field('establishmentName')}>
              <Input {...input('establishmentName')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Nome do responsável" htmlFor="ownerName" {...field('ownerName')}>
              <Input {...input('ownerName')} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Email" htmlFor="email" {...field('email')}>
              <Input {...input('email')} type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Telefone" htmlFor="phone" {...field('phone')}>
              <Input {...input('phone')} type="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="WhatsApp" htmlFor="whatsappNumber" {...field('whatsappNumber')}>
              <Input {...input('whatsappNumber')} type="tel" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Segmento" htmlFor="segment" {...field('segment')}>
              <Select
                id="segment"
                value={formik.values.segment || undefined}
                placeholder="Selecione um segmento"
                onChange={(v: string) => void formik.setFieldValue('segment', v)}
                onBlur={() => void formik.setFieldTouched('segment', true)}
                options={REGISTRATION_SEGMENTS.map((s) => ({ value: s, label: REGISTRATION_SEGMENT_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Endereço completo" htmlFor="address" {...field('address')}>
              <Input.TextArea {...input('address')} rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Logo (URL, opcional)" htmlFor="logo" {...field('logo')}>
              <Input {...input('logo')} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Senha" htmlFor="password" {...field('password')}>
              <Input.Password {...input('password')} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Confirmar senha" htmlFor="confirmPassword" {...field('confirmPassword')}>
              <Input.Password {...input('confirmPassword')} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" block size="large" loading={formik.isSubmitting} disabled={done}>
          Cadastrar Estabelecimento
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        Já tem uma conta?{' '}
        <Link to="/login" style={{ textDecoration: 'underline' }}>
          Entrar
        </Link>
      </div>
    </AuthCard>
  );
}
