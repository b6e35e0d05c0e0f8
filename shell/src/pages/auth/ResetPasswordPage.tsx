import { useEffect, useState } from 'react';
import { Button, Form, Input, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG, resetPasswordStrength } from '@salao/contracts';
import { api, toast } from '@salao/web-core';
import { AuthCard } from './AuthCard';
import { StrengthMeter } from './StrengthMeter';

/** How long a bad link's message shows before the login (docs/product/limits.md). */
const INVALID_REDIRECT_MS = 3000;

type State = { step: 'validating' } | { step: 'valid'; email: string } | { step: 'invalid' };

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'validating' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!token) {
      toast({ title: 'Token de redefinição não encontrado', variant: 'destructive' });
      navigate('/login', { replace: true });
      return;
    }
    // A bad link says so on the page, then after 3 s goes to the login, the message going along as a toast
    // (docs/product/screens.md ('Other screens')).
    let live = true;
    api
      .get<{ email: string }>(`/api/reset-password/${encodeURIComponent(token)}`)
      .then((answer) => live && setState({ step: 'valid', email: answer.email }))
      .catch(() => live && setState({ step: 'invalid' }));
    return () => {
      live = false;
    };
  }, [token, navigate]);

  useEffect(() => {
    if (state.step !== 'invalid') return;
    const timer = setTimeout(() => {
      toast({ title: 'Token Inválido', description: MSG.resetInvalid, variant: 'destructive' });
      navigate('/login', { replace: true });
    }, INVALID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.step, navigate]);

  const tooShort = password.length > 0 && password.length < 6;
  const mismatch = confirm.length > 0 && password !== confirm;
  const canSubmit = password.length >= 6 && password === confirm;
  const strength = resetPasswordStrength(password);

  const onSubmit = async () => {
    setSaving(true);
    try {
      await api.post('/api/reset-password', { token, newPassword: password });
      toast({ title: 'Senha redefinida', description: MSG.resetDone, variant: 'success' });
      navigate('/login');
    } catch (error) {
      toast({ title: 'Erro ao redefinir senha', description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
      setSaving(false);
    }
  };

  if (state.step === 'validating')
    return (
      <AuthCard title="Redefinir senha">
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      </AuthCard>
    );
  if (state.step === 'invalid')
    return (
      <AuthCard title="Token Inválido">
        <Result
          status="error"
          subTitle={
            <>
              {MSG.resetInvalid}
              <br />
              Você será levado ao login em 3 segundos.
            </>
          }
          style={{ padding: 0 }}
          extra={[
            <Button key="again" type="primary" onClick={() => navigate('/esqueceu-senha')}>
              Solicitar novo link
            </Button>,
            <Button key="login" onClick={() => navigate('/login')}>
              Voltar ao login
            </Button>,
          ]}
        />
      </AuthCard>
    );

  return (
    <AuthCard title="Redefinir senha" subtitle={`Defina uma nova senha para ${state.email}`}>
      <Form layout="vertical" onFinish={onSubmit} requiredMark={false}>
        <Form.Item label="Nova senha" htmlFor="reset-password" validateStatus={tooShort ? 'error' : undefined} help={tooShort ? MSG.resetPassword : undefined}>
          <Input.Password id="reset-password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
        </Form.Item>
        {password && <StrengthMeter score={strength.score} levels={5} label={strength.label} />}
        <Form.Item
          label="Confirmar nova senha"
          htmlFor="reset-confirm"
          validateStatus={mismatch ? 'error' : undefined}
          help={mismatch ? MSG.resetMismatch : undefined}
        >
          <Input.Password id="reset-confirm" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} loading={saving}>
          Redefinir senha
        </Button>
      </Form>
    </AuthCard>
  );
}
