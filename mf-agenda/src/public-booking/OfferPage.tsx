import { useState } from 'react';
import { dayjs, PUBLIC_BOOKING_MSG, PUBLIC_BOOKING_PATHS, type PublicBookingCreated, type PublicWaitlistOfferDto } from '@salao/contracts';
import { PublicApiError, publicRequest, usePublicGet } from './api';
import { longDay, samePath } from './format';
import { Frame, Notice, Skeleton, StepTitle } from './Frame';

/** /agendar/oferta/{token}: the time held for the first in the waitlist; one tap takes it. */
export function OfferPage({ token }: { token: string }) {
  const path = `/api/public/waitlist-offers/${encodeURIComponent(token)}`;
  const offer = usePublicGet<PublicWaitlistOfferDto>(path);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (offer.error) {
    return (
      <Frame>
        <Notice icon="alert" tone="bad" title="Este link não é válido">
          <p className="ob-lead">{offer.error.status === 403 ? PUBLIC_BOOKING_MSG.invalidToken : offer.error.message}</p>
        </Notice>
      </Frame>
    );
  }
  const data = offer.data;
  if (!data) {
    return (
      <Frame>
        <Skeleton rows={3} />
      </Frame>
    );
  }
  const est = data.establishment;
  const claim = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const created = await publicRequest<PublicBookingCreated>('POST', `${path}/claim`, {});
      window.location.assign(samePath(created.manageUrl));
    } catch (error) {
      setFailure((error as PublicApiError).message);
      setBusy(false);
    }
  };
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
        <button type="button" className="ob-btn ob-btn-block" onClick={claim} disabled={busy}>
          {busy ? 'Reservando…' : 'Quero este horário'}
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
      {failure && (
        <p className="ob-error" role="alert">
          {failure}
        </p>
      )}
    </Frame>
  );
}
