import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, failureReason, toast, useSession } from '@salao/web-core';
import { userFromAnswer } from '@salao/web-core/host';
import { LightIcon } from '../../app/light-icons';
import { cssVar } from '../../app/shell-tokens';
import { AuthCard } from './AuthCard';

// Same text as contracts' MSG.loginFailed; importing MSG would pull yup (~10 KB gzip) into the /login first load.
const LOGIN_FAILED = 'E-mail ou senha incorretos. Verifique suas credenciais.';

/**
 * Drawn without antd, the page everybody opens first (budget: 200 KB gzip, docs/architecture.md 'First visit'): plain
 * fields and button styled as antd's from the theme's CSS variables (app/light-controls.ts).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
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
        <span className="salao-field">
          <LightIcon name="mail" />
          <input id="email" type="email" required autoComplete="email" placeholder="seu@email.com" value={email} onChange={(e) => setEmail(e.target.value)} />
        </span>
        <label htmlFor="password" style={{ ...label, marginTop: 16 }}>
          Senha
        </label>
        <span className="salao-field">
          <LightIcon name="lock" />
          <input
            id="password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete="current-password"
            placeholder="Sua senha"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            <LightIcon name={showPassword ? 'eye' : 'eyeInvisible'} />
          </button>
        </span>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '16px 0' }}>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              style={{ accentColor: cssVar('colorPrimary'), width: 16, height: 16 }}
            />
            Lembrar de mim
          </label>
          <Link to="/esqueceu-senha" style={{ color: cssVar('link') }}>
            Esqueceu sua senha?
          </Link>
        </div>
        <button type="submit" className="salao-button salao-button-primary salao-button-block salao-button-large" disabled={loading} aria-busy={loading}>
          {loading && (
            <span
              aria-hidden
              style={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: '2px solid currentColor',
                borderTopColor: 'transparent',
                animation: 'salao-spin 0.8s linear infinite',
              }}
            />
          )}
          Entrar
        </button>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Não tem uma conta?{' '}
        <Link to="/register" style={{ color: cssVar('link') }}>
          Cadastre-se
        </Link>
      </p>
    </AuthCard>
  );
}
