import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MSG } from '@salao/contracts';
import { api, toast } from '@salao/web-core';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setLoading(true);
    try {
      await api.post('/api/forgot-password', { email });
      setSent(true);
    } catch (error) {
      toast({
        title: 'Erro ao enviar email',
        description: error instanceof Error && error.message ? error.message : 'Erro ao enviar email de recuperação',
        variant: 'destructive',
      });
    } finally {
      setLoading(false);
    }
  };

  if (sent)
    return (
      <AuthCard title="Email Enviado!">
        <Result status="success" subTitle={MSG.forgotSent} extra={<Link to="/login">Voltar para o login</Link>} style={{ padding: 0 }} />
      </AuthCard>
    );

  return (
    <AuthCard title="Esqueceu sua senha?" subtitle="Digite seu email e enviaremos instruções para redefinir sua senha.">
      <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: MSG.forgotEmail }]}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" placeholder="seu@email.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Enviar instruções
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        <Link to="/login">Voltar para o login</Link>
      </div>
    </AuthCard>
  );
}
