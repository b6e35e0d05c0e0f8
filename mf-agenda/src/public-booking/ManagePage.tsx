import { useRef, useState } from 'react';
import { dayjs, formatBRL, PUBLIC_BOOKING_MSG, PUBLIC_BOOKING_PATHS, type PublicBookingDto, type PublicEstablishmentDto, type PublicRescheduleWrite } from '@salao/contracts';
import { PublicApiError, publicRequest, usePublicGet } from './api';
import { DayTimePicker } from './DayTimePicker';
import { formatDuration, longDay, shortDay, statusBadge } from './format';
import { Frame, Notice, Skeleton, StepTitle } from './Frame';
import { forgetTimes } from './times';
import { useModalFocus } from './use-modal-focus';

/** pt-BR explanation of a manage link that cannot be opened. */
function linkProblem(error: PublicApiError): { title: string; text: string } {
  if (error.status === 403) return { title: 'Este link não é válido', text: PUBLIC_BOOKING_MSG.invalidToken };
  if (error.status === 404 || error.status === 410) return { title: 'Link expirado ou inválido', text: error.message || PUBLIC_BOOKING_MSG.bookingNotFound };
  return { title: 'Não foi possível abrir o agendamento', text: error.message };
}

/** /agendar/reserva/{token}: the client sees the booking and cancels or reschedules it until the cut-off. */
export function ManagePage({ token }: { token: string }) {
  const path = `/api/public/bookings/${encodeURIComponent(token)}`;
  const loaded = usePublicGet<PublicBookingDto>(path);
  const [booking, setBooking] = useState<PublicBookingDto | null>(null);
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const current = booking ?? loaded.data ?? null;

  if (loaded.error) {
    const problem = linkProblem(loaded.error);
    return (
      <Frame>
        <Notice icon="alert" tone="bad" title={problem.title}>
          <p className="ob-lead">{problem.text}</p>
          {loaded.error.status !== 403 && loaded.error.status !== 404 && (
            <button type="button" className="ob-btn" onClick={loaded.reload}>
              Tentar novamente
            </button>
          )}
        </Notice>
      </Frame>
    );
  }
  if (!current) {
    return (
      <Frame subtitle="Meu agendamento">
        <Skeleton rows={3} />
      </Frame>
    );
  }

  const est = current.establishment;
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await publicRequest<PublicBookingDto>('DELETE', path);
      forgetTimes();
      setBooking(answer);
      setNotice(PUBLIC_BOOKING_MSG.cancelled);
      setConfirming(false);
    } catch (error) {
      setFailure((error as PublicApiError).message);
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  if (mode === 'reschedule') {
    return (
      <Reschedule
        booking={current}
        path={path}
        onBack={() => setMode('view')}
        onDone={(answer) => {
          setBooking(answer);
          setNotice(PUBLIC_BOOKING_MSG.rescheduled);
          setMode('view');
        }}
      />
    );
  }

  const badge = statusBadge(current.status);
  const cancelled = current.status === 'cancelled' || current.status === 'rejected';
  const deadline = dayjs(current.changeDeadline, 'YYYY-MM-DDTHH:mm:ss');
  return (
    <Frame name={est.name} logoUrl={est.logoUrl} subtitle="Meu agendamento">
      <StepTitle>Olá, {current.clientName.split(' ')[0]}!</StepTitle>
      {notice && (
        // Focus moves to what just happened (the button that led here is gone after a cancel or a reschedule).
        <p key={notice} ref={focusOnMount} tabIndex={-1} className="ob-note" role="status" style={cancelled ? undefined : { background: '#e7f6ec', color: '#1b5e2f' }}>
          {notice}
        </p>
      )}
      <section className="ob-card" aria-label="Seu agendamento">
        <p style={{ margin: '0 0 12px' }}>
          <span className={badge.className}>{badge.label}</span>
        </p>
        <dl className="ob-sum">
          <dt>Serviço</dt>
          <dd>{current.serviceName}</dd>
          <dt>Profissional</dt>
          <dd>{current.staffName}</dd>
          <dt>Data</dt>
          <dd>{longDay(current.date)}</dd>
          <dt>Horário</dt>
          <dd>{current.time}</dd>
          <dt>Duração</dt>
          <dd>{formatDuration(current.duration)}</dd>
          <dt>Valor</dt>
          <dd>{formatBRL(current.servicePrice)}</dd>
        </dl>
      </section>
      {failure && (
        <p className="ob-error" role="alert">
          {failure}
        </p>
      )}
      {current.canChange ? (
        <>
          <p className="ob-muted" style={{ fontSize: 14 }}>
            Você pode remarcar ou cancelar online até {deadline.isValid() ? `${shortDay(current.changeDeadline.slice(0, 10))} às ${deadline.format('HH:mm')}` : 'o prazo do estabelecimento'}.
          </p>
          <div className="ob-stack">
            <button type="button" className="ob-btn ob-btn-block" onClick={() => setMode('reschedule')}>
              Remarcar
            </button>
            <button type="button" className="ob-btn ob-btn-danger ob-btn-block" onClick={() => setConfirming(true)}>
              Cancelar agendamento
            </button>
          </div>
        </>
      ) : (
        !cancelled && <p className="ob-note">{PUBLIC_BOOKING_MSG.cutoffPassed}</p>
      )}
      {cancelled && (
        <div className="ob-stack">
          <a className="ob-btn ob-btn-ghost ob-btn-block" href={PUBLIC_BOOKING_PATHS.page(est.slug)}>
            Agendar novo horário
          </a>
        </div>
      )}
      {confirming && <ConfirmCancel busy={busy} onConfirm={cancel} onClose={() => setConfirming(false)} when={`${shortDay(current.date)} às ${current.time}`} />}
    </Frame>
  );
}

/** 'Cancelar agendamento?': focus starts on 'Manter agendamento', stays inside and returns to the opener on close. */
export function ConfirmCancel({ busy, when, onConfirm, onClose }: { busy: boolean; when: string; onConfirm: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useModalFocus(dialog, keep, onClose);
  return (
    <div className="ob-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className="ob-dialog" role="alertdialog" aria-modal="true" aria-labelledby="ob-cancel-title" aria-describedby="ob-cancel-text">
        <h2 id="ob-cancel-title">Cancelar agendamento?</h2>
        <p id="ob-cancel-text" className="ob-muted">
          O horário de {when} ficará livre para outra pessoa. Esta ação não pode ser desfeita.
        </p>
        <div className="ob-stack">
          <button type="button" className="ob-btn ob-btn-danger-solid ob-btn-block" onClick={onConfirm} disabled={busy}>
            {busy ? 'Cancelando…' : 'Sim, cancelar'}
          </button>
          <button type="button" ref={keep} className="ob-btn ob-btn-ghost ob-btn-block" onClick={onClose} disabled={busy}>
            Manter agendamento
          </button>
        </div>
      </div>
    </div>
  );
}

function Reschedule({ booking, path, onBack, onDone }: { booking: PublicBookingDto; path: string; onBack: () => void; onDone: (b: PublicBookingDto) => void }) {
  const est = booking.establishment;
  const page = usePublicGet<PublicEstablishmentDto>(`/api/public/${encodeURIComponent(est.slug)}`);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const query = { slug: est.slug, serviceId: booking.serviceId, staffId: booking.staffId };

  const save = async () => {
    if (!date || !time) return;
    setBusy(true);
    setFailure(null);
    try {
      const body: PublicRescheduleWrite = { date, time };
      const answer = await publicRequest<PublicBookingDto>('PUT', path, body);
      forgetTimes();
      onDone(answer);
    } catch (error) {
      if ((error as PublicApiError).status === 409) {
        forgetTimes();
        setTime(null);
      }
      setFailure((error as PublicApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Frame
      name={est.name}
      logoUrl={est.logoUrl}
      subtitle="Remarcar"
      onBack={onBack}
      bar={
        <>
          <div className="ob-bar-sum" aria-live="polite">
            <strong>{date && time ? `${shortDay(date)} às ${time}` : 'Escolha o novo horário'}</strong>
            <span className="ob-muted">{booking.staffName}</span>
          </div>
          <button type="button" className="ob-btn" disabled={!date || !time || busy} onClick={save}>
            {busy ? 'Remarcando…' : 'Remarcar'}
          </button>
        </>
      }
    >
      <StepTitle>Escolha o novo dia e horário</StepTitle>
      <p className="ob-lead">
        {booking.serviceName} com {booking.staffName}. Atual: {shortDay(booking.date)} às {booking.time}.
      </p>
      {failure && (
        <p className="ob-error" role="alert">
          {failure}
        </p>
      )}
      {page.error && (
        <p className="ob-error" role="alert">
          {page.error.message}
        </p>
      )}
      {page.data ? (
        <DayTimePicker
          query={query}
          rules={page.data.rules}
          timezone={page.data.timezone}
          date={date}
          time={time}
          onDate={(d) => {
            setDate(d);
            setTime(null);
          }}
          onTime={setTime}
        />
      ) : (
        !page.error && <Skeleton rows={3} />
      )}
    </Frame>
  );
}

function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
