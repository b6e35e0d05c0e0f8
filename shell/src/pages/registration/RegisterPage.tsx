import { useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MSG, SHORT_REGISTER_SEGMENTS, digitsOnly, registerPasswordStrength } from '@salao/contracts';
import { toast } from '@salao/web-core';
import { AuthCard } from '../auth/AuthCard';
import { StrengthMeter } from '../auth/StrengthMeter';
import { ADDRESS_PLACEHOLDER, savePendingRegistration } from '../../registration/pending-registration';

interface ShortForm {
  name: string;
  email: string;
  establishmentName: string;
  phone: string;
  segment: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

const warn = (title: string, description?: string) => toast({ title, description, variant: 'destructive' });

/** Short signup, step 1 (docs/product/screens.md, docs/product/validation.md 'Short register'): kept locally, then plan selection. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ShortForm>();
  const password = Form.useWatch('password', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const terms = Form.useWatch('terms', form) ?? false;
  const [saving, setSaving] = useState(false);
  const strength = registerPasswordStrength(password);
  const canSubmit = terms && password.length > 0 && password === confirmPassword;

  const onFinish = (v: ShortForm) => {
    if (v.password !== v.confirmPassword) return warn('Erro na Senha', 'As senhas não coincidem. Tente novamente.');
    if (!v.terms) return warn('Você deve aceitar os termos de uso para continuar.');
    if (!v.establishmentName?.trim()) return warn('Nome do estabelecimento é obrigatório.');
    if (digitsOnly(v.phone).length < LIMITS.phoneMinDigits) return warn(MSG.phone);
    if (!v.segment) return warn('Selecione o segmento do seu estabelecimento.');
    setSaving(true);
    savePendingRegistration({
      establishmentName: v.establishmentName.trim(),
      ownerName: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      whatsappNumber: v.phone.trim(),
      segment: v.segment,
      address: ADDRESS_PLACEHOLDER,
      userName: v.name.trim(),
      password: v.password,
    });
    navigate('/selecionar-plano');
  };

  return (
    <AuthCard title="Crie sua conta" subtitle="Passo 1 de 2 · Dados do estabelecimento" width={560}>
      <Form<ShortForm> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} initialValues={{ terms: false }}>
        <Form.Item label="Nome completo" name="name" rules={[{ required: true, whitespace: true, message: 'Nome é obrigatório.' }]}>
          <Input autoComplete="name" placeholder="Seu nome" />
        </Form.Item>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: MSG.email }]}>
          <Input type="email" autoComplete="email" placeholder="seu@email.com" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Nome do estabelecimento" name="establishmentName">
              <Input placeholder="Ex.: Studio Bella" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Telefone"
              name="phone"
              rules={[
                { validator: (_, v?: string) => (digitsOnly(v).length >= LIMITS.phoneMinDigits ? Promise.resolve() : Promise.reject(new Error(MSG.phone))) },
              ]}
            >
              <Input type="tel" autoComplete="tel" placeholder="(11) 99999-9999" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Segmento" name="segment">
          <Select placeholder="Selecione o segmento" options={SHORT_REGISTER_SEGMENTS.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item label="Senha" name="password" rules={[{ required: true, min: LIMITS.passwordMin, message: MSG.password }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {password && <StrengthMeter score={strength.score} levels={4} label={strength.label} />}
        <Form.Item
          label="Confirmar senha"
          name="confirmPassword"
          validateStatus={confirmPassword && confirmPassword !== password ? 'error' : undefined}
          help={confirmPassword && confirmPassword !== password ? MSG.securityMismatch : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="terms" valuePropName="checked">
          <Checkbox>
            Li e aceito os <Link to="/terms-of-service">Termos de Uso</Link> e a <Link to="/privacy-policy">Política de Privacidade</Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} loading={saving}>
          Continuar para Planos
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Já tem uma conta? <Link to="/login">Entrar</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
