import { dayjs, PUBLIC_BOOKING_MSG, PUBLIC_BOOKING_PATHS, type PublicBookingCreated, type PublicWaitlistOfferDto } from '@salao/contracts';
import { usePublicAction, type PublicApiError } from './api';
import { longDay } from './dates';
import { samePath } from './format';
import { ErrorLine, Frame, Notice, StepTitle } from './Frame';
import { usePublicPage, type LoadProblem } from './use-public-page';

function offerProblem(error: PublicApiError): LoadProblem {
  return {
    icon: 'alert',
    tone: 'bad',
    title: 'Este link não é válido',
    text: error.status === 403 ? PUBLIC_BOOKING_MSG.invalidToken : error.message,
    retry: false,
  };
}

/** /agendar/oferta/{token}: the time held for the first in the waitlist; one tap takes it. */
export function OfferPage({ token }: { token: string }) {
  const path = `/api/public/waitlist-offers/${encodeURIComponent(token)}`;
  const offer = usePublicPage<PublicWaitlistOfferDto>(path, { rows: 3, problem: offerProblem });
  const action = usePublicAction();

  const data = offer.data;
  if (!data) return offer.screen;
  const est = data.establishment;
  const claim = () =>
    action.run<PublicBookingCreated>('POST', `${path}/claim`, {}, (created) => window.location.assign(samePath(created.manageUrl)), { leaves: true });
  if (!data.active) {
    return (
      <Frame name={est.name} logoUrl={est.logoUrl}>
        <Notice icon="clock" tone="warn" title="Oferta encerrada">
          <p className="ob-lead">{PUBLIC_BOOKING_MSG.offerExpired}</p>
          <a className="ob-btn" href={PUBLIC_BOOKING_PATHS.page(est.slug)}>
            Ver outros horários
          </a>
        </Notice>
      </Frame>
    );
  }
  return (
    <Frame
      name={est.name}
      logoUrl={est.logoUrl}
      bar={
        <button type="button" className="ob-btn ob-btn-block" onClick={claim} disabled={action.pending}>
          {action.pending ? 'Reservando…' : 'Quero este horário'}
        </button>
      }
    >
      <StepTitle>Vagou um horário para você</StepTitle>
      <section className="ob-card">
        <dl className="ob-sum">
          <dt>Serviço</dt>
          <dd>{data.serviceName}</dd>
          <dt>Profissional</dt>
          <dd>{data.staffName}</dd>
          <dt>Data</dt>
          <dd>{longDay(data.date)}</dd>
          <dt>Horário</dt>
          <dd>{data.time}</dd>
        </dl>
      </section>
      <p className="ob-muted">Reservado para você até {dayjs(data.expiresAt).tz(est.timezone).format('DD/MM [às] HH:mm')}.</p>
      <ErrorLine error={action.failure} />
    </Frame>
  );
}
