import { Fragment } from 'react';
import { depositPolicy, formatBRL, formatPhone } from '@salao/contracts';
import type { PublicApiError } from '../api';
import type { Contact } from '../contact';
import { longDay } from '../dates';
import { formatDuration } from '../format';
import { Frame, StepTitle } from '../Frame';
import type { ChosenTime } from './step-props';
import { Summary } from './Summary';
import { DepositPolicy } from './DepositCard';

interface Props extends ChosenTime {
  contact: Contact;
  /** The establishment's cancel cut-off (0: none to tell). */
  cancelCutoffMinutes: number;
  pending: boolean;
  failure: PublicApiError | null;
  onBook: () => void;
  /** 'Escolher outro horário', offered when the time was taken meanwhile (409). */
  onOtherTime: () => void;
}

/** Step 5: everything chosen, then 'Confirmar agendamento'. */
export function ReviewStep({ frame, service, staff, date, time, extras = [], contact, cancelCutoffMinutes, pending, failure, onBook, onOtherTime }: Props) {
  const all = [service, ...extras.map((e) => e.service)];
  // docs/product/deposits.md: one deposit for the visit (the sum), kept under the strictest policy (the most hours).
  const asking = all.filter((s) => (s.depositCents ?? 0) > 0);
  const depositCents = asking.reduce((sum, s) => sum + s.depositCents, 0);
  const policy = depositCents > 0 ? depositPolicy(depositCents, Math.max(...asking.map((s) => s.depositKeepHours))) : null;
  return (
    <Frame
      {...frame}
      bar={
        <button type="button" className="ob-btn ob-btn-block" onClick={onBook} disabled={pending}>
          {pending ? 'Agendando…' : 'Confirmar agendamento'}
        </button>
      }
    >
      <StepTitle step="Passo 5 de 5">Confira e confirme</StepTitle>
      <Summary label="Resumo do agendamento" service={service} staff={staff}>
        <dt>Data</dt>
        <dd>{longDay(date)}</dd>
        <dt>Horário</dt>
        <dd>{time}</dd>
        {extras.map((e, i) => (
          <Fragment key={i}>
            <dt>{i + 2}º serviço</dt>
            <dd>
              {e.service.name} · {e.staffName}
            </dd>
          </Fragment>
        ))}
        <dt>Duração</dt>
        <dd>{formatDuration(all.reduce((sum, s) => sum + s.duration, 0))}</dd>
        <dt>Valor</dt>
        <dd>{formatBRL(all.reduce((sum, s) => sum + Number(s.price), 0))}</dd>
        <dt>Nome</dt>
        <dd>{contact.name.trim()}</dd>
        <dt>Celular</dt>
        <dd>{formatPhone(contact.phone)}</dd>
        {contact.email.trim() && (
          <>
            <dt>E-mail</dt>
            <dd style={{ wordBreak: 'break-all' }}>{contact.email.trim()}</dd>
          </>
        )}
      </Summary>
      <DepositPolicy policy={policy} />
      {failure && (
        <div className="ob-error" role="alert">
          <p style={{ margin: 0 }}>{failure.message}</p>
          {failure.status === 409 && (
            <button type="button" className="ob-btn ob-btn-ghost" style={{ marginTop: 12 }} onClick={onOtherTime}>
              Escolher outro horário
            </button>
          )}
        </div>
      )}
      {cancelCutoffMinutes > 0 && (
        <p className="ob-muted" style={{ fontSize: 14 }}>
          Você pode cancelar ou remarcar pelo link que vai receber até {formatDuration(cancelCutoffMinutes)} antes do horário.
        </p>
      )}
    </Frame>
  );
}
