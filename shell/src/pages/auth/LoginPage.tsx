import { useState, type FormEvent } from 'react';
import { Button, Input, theme } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { api, failureReason, toast, useSession } from '@salao/web-core';
import { userFromAnswer } from '@salao/web-core/host';
import { AuthCard } from './AuthCard';

// Same text as contracts' MSG.loginFailed; importing MSG would pull yup (~10 KB gzip) into the /login first load.
const LOGIN_FAILED = 'E-mail ou senha incorretos. Verifique suas credenciais.';

/**
 * A plain form instead of antd Form and Checkbox: they bring rc-field-form, grid and tooltip (~28 KB gzip)
 * to the page everybody opens first (budget: 250 KB gzip).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const { token } = theme.useToken();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      const user = userFromAnswer(await api.post('/api/login', { email: email.trim(), password }));
      if (!user) throw new Error(LOGIN_FAILED);
      setUser(user);
      toast({ title: 'Login realizado com sucesso!', variant: 'success' });
      setTimeout(() => navigate('/dashboard'), 100);
    } catch (error) {
      toast({ title: 'Erro no Login', description: failureReason(error) ?? LOGIN_FAILED, variant: 'destructive' });
      setLoading(false);
    }
  };

  const label = { display: 'block', marginBottom: 6, fontWeight: 500 } as const;
  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para gerenciar seu estabelecimento">
      <form onSubmit={onSubmit}>
        <label htmlFor="email" style={label}>
          E-mail
        </label>
        <Input
          id="email"
          prefix={<MailOutlined />}
          type="email"
          required
          autoComplete="email"
          placeholder="seu@email.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="password" style={{ ...label, marginTop: 16 }}>
          Senha
        </label>
        <Input.Password
          id="password"
          prefix={<LockOutlined />}
          required
          autoComplete="current-password"
          placeholder="Sua senha"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '16px 0' }}>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              style={{ accentColor: token.colorPrimary, width: 16, height: 16 }}
            />
            Lembrar de mim
          </label>
          <Link to="/esqueceu-senha" style={{ color: token.colorLink }}>
            Esqueceu sua senha?
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Entrar
        </Button>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Não tem uma conta?{' '}
        <Link to="/register" style={{ color: token.colorLink }}>
          Cadastre-se
        </Link>
      </p>
    </AuthCard>
  );
}
