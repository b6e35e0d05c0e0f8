import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@salao/contracts';
import { api, ApiError } from '@salao/web-core';
import { AuthCard } from './AuthCard';

type State = { step: 'confirming' } | { step: 'done' } | { step: 'failed'; message: string };

/** The link e-mailed to a new address (/confirmar-email?token=...): applies the e-mail change once. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { step: 'confirming' } : { step: 'failed', message: MSG.emailChangeInvalid });
  // The token is single use: StrictMode's second effect run must not post it again.
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    api
      .post('/api/user/email/confirm', { token })
      .then(() => setState({ step: 'done' }))
      // 409 (address taken meanwhile) carries its own message; anything else is an invalid link.
      .catch((error) => setState({ step: 'failed', message: error instanceof ApiError && error.status === 409 ? error.message : MSG.emailChangeInvalid }));
  }, [token]);

  if (state.step === 'confirming')
    return (
      <AuthCard title="Confirmando seu novo email">
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      </AuthCard>
    );
  const back = <Link to="/login">Ir para o login</Link>;
  return (
    <AuthCard title={state.step === 'done' ? 'Email confirmado' : 'Link inválido'}>
      {state.step === 'done' ? (
        <Result status="success" subTitle={MSG.emailUpdated} extra={back} style={{ padding: 0 }} />
      ) : (
        <Result status="error" subTitle={state.message} extra={back} style={{ padding: 0 }} />
      )}
    </AuthCard>
  );
}
