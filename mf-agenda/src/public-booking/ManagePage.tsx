import { useRef, useState } from 'react';
import {
  dayjs,
  formatBRL,
  PUBLIC_BOOKING_MSG,
  PUBLIC_BOOKING_PATHS,
  type PublicBookingDto,
  type PublicEstablishmentDto,
  type PublicRescheduleWrite,
} from '@salao/contracts';
import { usePublicAction, usePublicGet, type PublicApiError } from './api';
import { DayTimePicker } from './DayTimePicker';
import { longDay, shortDay } from './dates';
import { formatDuration, statusBadge } from './format';
import { ErrorLine, Frame, Skeleton, StepTitle } from './Frame';
import { forgetTimes } from './times';
import { usePublicPage, type LoadProblem } from './use-public-page';
import { useModalFocus } from './use-modal-focus';

/** pt-BR explanation of a manage link that cannot be opened. */
function linkProblem(error: PublicApiError): LoadProblem {
  const shown = { icon: 'alert', tone: 'bad', retry: error.status !== 403 && error.status !== 404 } as const;
  if (error.status === 403) return { ...shown, title: 'Este link não é válido', text: PUBLIC_BOOKING_MSG.invalidToken };
  if (error.status === 404 || error.status === 410)
    return { ...shown, title: 'Link expirado ou inválido', text: error.message || PUBLIC_BOOKING_MSG.bookingNotFound };
  return { ...shown, title: 'Não foi possível abrir o agendamento', text: error.message };
}

/** /agendar/reserva/{token}: the client sees the booking and cancels or reschedules it until the cut-off. */
export function ManagePage({ token }: { token: string }) {
  const path = `/api/public/bookings/${encodeURIComponent(token)}`;
  const loaded = usePublicPage<PublicBookingDto>(path, { rows: 3, subtitle: 'Meu agendamento', problem: linkProblem });
  const [booking, setBooking] = useState<PublicBookingDto | null>(null);
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  const [confirming, setConfirming] = useState(false);
  const action = usePublicAction();
  const [notice, setNotice] = useState<string | null>(null);

  if (!loaded.data) return loaded.screen;
  const current = booking ?? loaded.data;
  const est = current.establishment;
  const cancel = () =>
    action.run<PublicBookingDto>(
      'DELETE',
      path,
      undefined,
      (answer) => {
        forgetTimes();
        setBooking(answer);
        setNotice(PUBLIC_BOOKING_MSG.cancelled);
        setConfirming(false);
      },
      { failed: () => setConfirming(false) },
    );

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
        <p
          key={notice}
          ref={focusOnMount}
          tabIndex={-1}
          className="ob-note"
          role="status"
          style={cancelled ? undefined : { background: '#e7f6ec', color: '#1b5e2f' }}
        >
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
      <ErrorLine error={action.failure} />
      {current.canChange ? (
        <>
          <p className="ob-muted" style={{ fontSize: 14 }}>
            Você pode remarcar ou cancelar online até{' '}
            {deadline.isValid() ? `${shortDay(current.changeDeadline.slice(0, 10))} às ${deadline.format('HH:mm')}` : 'o prazo do estabelecimento'}.
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
      {confirming && (
        <ConfirmCancel busy={action.pending} onConfirm={cancel} onClose={() => setConfirming(false)} when={`${shortDay(current.date)} às ${current.time}`} />
      )}
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
  const action = usePublicAction();
  const query = { slug: est.slug, serviceId: booking.serviceId, staffId: booking.staffId };

  const save = () => {
    if (!date || !time) return;
    const body: PublicRescheduleWrite = { date, time };
    return action.run<PublicBookingDto>(
      'PUT',
      path,
      body,
      (answer) => {
        forgetTimes();
        onDone(answer);
      },
      {
        failed: (error) => {
          if (error.status !== 409) return;
          forgetTimes();
          setTime(null);
        },
      },
    );
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
          <button type="button" className="ob-btn" disabled={!date || !time || action.pending} onClick={save}>
            {action.pending ? 'Remarcando…' : 'Remarcar'}
          </button>
        </>
      }
    >
      <StepTitle>Escolha o novo dia e horário</StepTitle>
      <p className="ob-lead">
        {booking.serviceName} com {booking.staffName}. Atual: {shortDay(booking.date)} às {booking.time}.
      </p>
      <ErrorLine error={action.failure} />
      <ErrorLine error={page.error} />
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
