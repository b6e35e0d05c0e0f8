import { Fragment } from 'react';
import type { PublicBookingCreated, PublicGroupCreated } from '@salao/contracts';
import { shortDay } from '../dates';
import { samePath } from '../format';
import { Frame, Notice } from '../Frame';
import { CopyLink } from '../pickers';
import type { ChosenTime } from './step-props';
import { Summary } from './Summary';
import { DepositCard } from './DepositCard';

interface Props extends ChosenTime {
  created: PublicBookingCreated;
  /** A visit of several services: each one's time and professional (docs/product/series.md). */
  visit?: PublicGroupCreated | null;
  onRestart: () => void;
}

/** Booked (or requested, when the establishment confirms each booking): the summary and the manage link. */
export function DoneStep({ frame, service, staff, date, time, extras = [], created, visit, onRestart }: Props) {
  const pending = created.status === 'pending';
  const deposit = visit?.deposit ?? created.deposit ?? null;
  return (
    <Frame {...frame}>
      <Notice icon={pending ? 'clock' : 'check'} tone={pending ? 'warn' : 'ok'} title={pending ? 'Agendamento solicitado!' : 'Agendamento confirmado!'}>
        <p className="ob-lead">
          {deposit
            ? 'Pague o sinal via PIX para garantir o horário.'
            : pending
              ? 'O estabelecimento vai confirmar seu horário. Você receberá uma mensagem com a confirmação.'
              : 'Tudo certo! Enviamos os detalhes para o seu WhatsApp.'}
        </p>
      </Notice>
      {/* With 'any professional' the establishment assigned one: the summary names her. */}
      <Summary label="Seu agendamento" service={service} staff={staff ?? { name: created.staffName }}>
        <dt>Quando</dt>
        <dd>
          {shortDay(date)} às {time}
        </dd>
        {visit?.items.slice(1).map((item, i) => (
          <Fragment key={item.id}>
            <dt>{i + 2}º serviço</dt>
            <dd>
              {extras[i]?.service.name ?? ''} às {item.time} · {item.staffName}
            </dd>
          </Fragment>
        ))}
      </Summary>
      {deposit && <DepositCard deposit={deposit} token={created.manageUrl.split('/').at(-1) ?? ''} />}
      <section className="ob-card">
        <h2 className="ob-h2" style={{ margin: '0 0 4px' }}>
          Seu link do agendamento
        </h2>
        <p className="ob-muted" style={{ margin: 0, fontSize: 14 }}>
          Guarde este link: por ele você vê, remarca ou cancela o horário.
        </p>
        <CopyLink url={created.manageUrl} />
        <div className="ob-stack">
          <a className="ob-btn ob-btn-block" href={samePath(created.manageUrl)}>
            Ver meu agendamento
          </a>
          <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={onRestart}>
            Fazer outro agendamento
          </button>
        </div>
      </section>
    </Frame>
  );
}
