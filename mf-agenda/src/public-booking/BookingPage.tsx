import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  formatBRL,
  PUBLIC_BOOKING_MSG,
  type PublicBookingCreated,
  type PublicBookingWrite,
  type PublicEstablishmentDto,
  type PublicWaitlistCreated,
  type PublicWaitlistWrite,
} from '@salao/contracts';
import { PublicApiError, publicRequest, usePublicGet } from './api';
import { ContactFields, contactErrors, contactPayload, EMPTY_CONTACT, type Contact } from './contact';
import { DayTimePicker } from './DayTimePicker';
import { formatDuration, longDay, samePath, shortDay } from './format';
import { Frame, Notice, Skeleton, StepTitle } from './Frame';
import { CopyLink, ProfessionalList, ServiceList } from './pickers';
import { forgetTimes } from './times';

type Step = 'service' | 'staff' | 'when' | 'contact' | 'review' | 'done' | 'waitlist' | 'waitlisted';
const PROGRESS: Partial<Record<Step, number>> = { service: 0.12, staff: 0.3, when: 0.5, contact: 0.7, review: 0.88, waitlist: 0.7 };
const STEP_LABEL: Partial<Record<Step, string>> = { service: 'Passo 1 de 5', staff: 'Passo 2 de 5', when: 'Passo 3 de 5', contact: 'Passo 4 de 5', review: 'Passo 5 de 5' };

/** Browser history follows the steps, so the phone's back gesture goes one step back. */
function useSteps() {
  const [step, setStep] = useState<Step>('service');
  useEffect(() => {
    history.replaceState({ ...history.state, obStep: 'service' }, '');
    const onPop = (e: PopStateEvent) => setStep((e.state?.obStep as Step | undefined) ?? 'service');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: Step, replace = false) => {
    if (replace) history.replaceState({ ...history.state, obStep: next }, '');
    else history.pushState({ ...history.state, obStep: next }, '');
    setStep(next);
  };
  return { step, go };
}

/** /agendar/{slug}: service → professional → day and time → contact → confirm → manage link. */
export function BookingPage({ slug }: { slug: string }) {
  const page = usePublicGet<PublicEstablishmentDto>(`/api/public/${encodeURIComponent(slug)}`);
  const est = page.data;
  const { step: wanted, go } = useSteps();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [staffId, setStaffId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PublicApiError | null>(null);
  const [created, setCreated] = useState<PublicBookingCreated | null>(null);
  const [waitlisted, setWaitlisted] = useState<PublicWaitlistCreated | null>(null);

  const service = est?.services.find((s) => s.id === serviceId) ?? null;
  // A step whose data is gone (history navigation after a booking or a reload) shows the service list.
  // After booking (or joining the waitlist), going back never reopens the finished form: it starts over.
  const fresh = !created && !waitlisted;
  const ready: Record<Step, boolean> = {
    service: true,
    staff: fresh && !!service,
    when: fresh && !!service,
    waitlist: fresh && !!service && !!date,
    waitlisted: !!waitlisted,
    contact: fresh && !!service && !!date && !!time,
    review: fresh && !!service && !!date && !!time,
    done: !!service && !!created && !!date && !!time,
  };
  const step: Step = ready[wanted] ? wanted : 'service';
  const staff = est?.professionals.find((p) => p.id === staffId) ?? null;
  const errors = contactErrors(contact);
  const query = useMemo(() => (serviceId ? { slug, serviceId, staffId } : null), [slug, serviceId, staffId]);

  if (page.error) {
    return (
      <Frame>
        <Notice icon="search" tone="warn" title={page.error.status === 404 ? PUBLIC_BOOKING_MSG.pageNotFound : 'Não foi possível abrir a página'}>
          <p className="ob-lead">{page.error.status === 404 ? 'Confira o endereço com o estabelecimento.' : page.error.message}</p>
          {page.error.status !== 404 && (
            <button type="button" className="ob-btn" onClick={page.reload}>
              Tentar novamente
            </button>
          )}
        </Notice>
      </Frame>
    );
  }
  if (!est) {
    return (
      <Frame>
        <Skeleton rows={5} />
      </Frame>
    );
  }

  const back = step === 'service' || step === 'done' || step === 'waitlisted' ? undefined : () => history.back();
  const frame = { name: est.name, logoUrl: est.logoUrl, onBack: back, progress: PROGRESS[step] };

  const book = async () => {
    if (!service || !date || !time) return;
    setSending(true);
    setFailure(null);
    const body: PublicBookingWrite = { serviceId: service.id, staffId, date, time, ...contactPayload(contact) };
    try {
      const answer = await publicRequest<PublicBookingCreated>('POST', `/api/public/${encodeURIComponent(slug)}/appointments`, body);
      forgetTimes();
      setCreated(answer);
      go('done', true);
    } catch (error) {
      setFailure(error as PublicApiError);
      if ((error as PublicApiError).status === 409) forgetTimes();
    } finally {
      setSending(false);
    }
  };

  const joinWaitlist = async (e?: FormEvent) => {
    e?.preventDefault();
    const errs = contactErrors(contact);
    if (errs.name || errs.phone || errs.email) {
      setShowErrors(true);
      return;
    }
    if (!service || !date) return;
    setSending(true);
    setFailure(null);
    const body: PublicWaitlistWrite = { serviceId: service.id, staffId, date, ...contactPayload(contact) };
    try {
      setWaitlisted(await publicRequest<PublicWaitlistCreated>('POST', `/api/public/${encodeURIComponent(slug)}/waitlist`, body));
      go('waitlisted', true);
    } catch (error) {
      setFailure(error as PublicApiError);
    } finally {
      setSending(false);
    }
  };

  const restart = () => {
    setServiceId(null);
    setStaffId(null);
    setDate(null);
    setTime(null);
    setCreated(null);
    setWaitlisted(null);
    setFailure(null);
    go('service', true);
  };

  if (step === 'service' || !service) {
    return (
      <Frame {...frame}>
        <StepTitle step={STEP_LABEL.service}>Qual serviço você quer agendar?</StepTitle>
        {est.services.length === 0 && <p className="ob-note">Este estabelecimento ainda não oferece serviços online.</p>}
        <ServiceList
          services={est.services}
          onPick={(s) => {
            setCreated(null);
            setWaitlisted(null);
            setFailure(null);
            setServiceId(s.id);
            if (staffId !== null && !s.staffIds.includes(staffId)) setStaffId(null);
            setTime(null);
            go('staff');
          }}
        />
      </Frame>
    );
  }

  if (step === 'staff') {
    const pros = est.professionals.filter((p) => service.staffIds.includes(p.id));
    const pick = (id: number | null) => {
      setStaffId(id);
      setTime(null);
      go('when');
    };
    return (
      <Frame {...frame}>
        <StepTitle step={STEP_LABEL.staff}>Com quem?</StepTitle>
        <p className="ob-lead">
          {service.name} · {formatDuration(service.duration)} · {formatBRL(service.price)}
        </p>
        <ProfessionalList professionals={pros} onPick={pick} />
      </Frame>
    );
  }

  if (step === 'when' && query) {
    return (
      <Frame
        {...frame}
        bar={
          <>
            <div className="ob-bar-sum" aria-live="polite">
              <strong>{date && time ? `${shortDay(date)} às ${time}` : date ? shortDay(date) : 'Escolha dia e horário'}</strong>
              <span className="ob-muted">{staff ? staff.name : 'Qualquer profissional'}</span>
            </div>
            <button type="button" className="ob-btn" disabled={!date || !time} onClick={() => go('contact')}>
              Continuar
            </button>
          </>
        }
      >
        <StepTitle step={STEP_LABEL.when}>Escolha o dia e o horário</StepTitle>
        <p className="ob-lead">
          {service.name} · {staff ? staff.name : 'Qualquer profissional'}
        </p>
        <DayTimePicker
          query={query}
          rules={est.rules}
          timezone={est.timezone}
          date={date}
          time={time}
          onDate={(d) => {
            setDate(d);
            setTime(null);
          }}
          onTime={setTime}
          noTimesAction={
            <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={() => go('waitlist')}>
              Entrar na lista de espera
            </button>
          }
        />
      </Frame>
    );
  }

  if (step === 'waitlist' && date) {
    return (
      <Frame
        {...frame}
        bar={
          <button type="submit" form="ob-waitlist" className="ob-btn ob-btn-block" disabled={sending}>
            {sending ? 'Enviando…' : 'Entrar na lista de espera'}
          </button>
        }
      >
        <StepTitle>Lista de espera</StepTitle>
        <p className="ob-lead">
          {service.name} em {longDay(date)}
          {staff ? ` com ${staff.name}` : ''}. Se um horário vagar, avisamos você pelo WhatsApp.
        </p>
        <form id="ob-waitlist" className="ob-card" noValidate onSubmit={joinWaitlist}>
          <ContactFields value={contact} onChange={setContact} errors={showErrors ? errors : {}} />
        </form>
        {failure && (
          <p className="ob-error" role="alert">
            {failure.message}
          </p>
        )}
      </Frame>
    );
  }

  if (step === 'waitlisted' && waitlisted) {
    return (
      <Frame {...frame}>
        <Notice icon="check" title="Você está na lista de espera">
          <p className="ob-lead">{waitlisted.message || PUBLIC_BOOKING_MSG.waitlistJoined}</p>
          <p className="ob-muted">Sua posição: {waitlisted.position}º</p>
          <button type="button" className="ob-btn ob-btn-ghost" onClick={restart}>
            Fazer outro agendamento
          </button>
        </Notice>
      </Frame>
    );
  }

  if (step === 'contact' && date && time) {
    const next = (e: FormEvent) => {
      e.preventDefault();
      setShowErrors(true);
      if (Object.keys(errors).length === 0) go('review');
    };
    return (
      <Frame
        {...frame}
        bar={
          <button type="submit" form="ob-contact" className="ob-btn ob-btn-block">
            Continuar
          </button>
        }
      >
        <StepTitle step={STEP_LABEL.contact}>Seus dados</StepTitle>
        <p className="ob-lead">Para confirmar o horário e avisar você.</p>
        <form id="ob-contact" className="ob-card" noValidate onSubmit={next}>
          <ContactFields value={contact} onChange={setContact} errors={showErrors ? errors : {}} />
        </form>
      </Frame>
    );
  }

  if (step === 'review' && date && time) {
    return (
      <Frame
        {...frame}
        bar={
          <button type="button" className="ob-btn ob-btn-block" onClick={book} disabled={sending}>
            {sending ? 'Agendando…' : 'Confirmar agendamento'}
          </button>
        }
      >
        <StepTitle step={STEP_LABEL.review}>Confira e confirme</StepTitle>
        <section className="ob-card" aria-label="Resumo do agendamento">
          <dl className="ob-sum">
            <dt>Serviço</dt>
            <dd>{service.name}</dd>
            <dt>Profissional</dt>
            <dd>{staff ? staff.name : 'Qualquer profissional'}</dd>
            <dt>Data</dt>
            <dd>{longDay(date)}</dd>
            <dt>Horário</dt>
            <dd>{time}</dd>
            <dt>Duração</dt>
            <dd>{formatDuration(service.duration)}</dd>
            <dt>Valor</dt>
            <dd>{formatBRL(service.price)}</dd>
            <dt>Nome</dt>
            <dd>{contact.name.trim()}</dd>
            <dt>Celular</dt>
            <dd>{contact.phone}</dd>
            {contact.email.trim() && (
              <>
                <dt>E-mail</dt>
                <dd style={{ wordBreak: 'break-all' }}>{contact.email.trim()}</dd>
              </>
            )}
          </dl>
        </section>
        {failure && (
          <div className="ob-error" role="alert">
            <p style={{ margin: 0 }}>{failure.message}</p>
            {failure.status === 409 && (
              <button
                type="button"
                className="ob-btn ob-btn-ghost"
                style={{ marginTop: 12 }}
                onClick={() => {
                  setTime(null);
                  setFailure(null);
                  go('when');
                }}
              >
                Escolher outro horário
              </button>
            )}
          </div>
        )}
        {est.rules.cancelCutoffMinutes > 0 && (
          <p className="ob-muted" style={{ fontSize: 14 }}>
            Você pode cancelar ou remarcar pelo link que vai receber até {formatDuration(est.rules.cancelCutoffMinutes)} antes do horário.
          </p>
        )}
      </Frame>
    );
  }

  if (step === 'done' && created && date && time) {
    const pending = created.status === 'pending';
    const manage = samePath(created.manageUrl);
    return (
      <Frame {...frame}>
        <Notice icon={pending ? 'clock' : 'check'} tone={pending ? 'warn' : 'ok'} title={pending ? 'Agendamento solicitado!' : 'Agendamento confirmado!'}>
          <p className="ob-lead">
            {pending ? 'O estabelecimento vai confirmar seu horário. Você receberá uma mensagem com a confirmação.' : 'Tudo certo! Enviamos os detalhes para o seu WhatsApp.'}
          </p>
        </Notice>
        <section className="ob-card" aria-label="Seu agendamento">
          <dl className="ob-sum">
            <dt>Serviço</dt>
            <dd>{service.name}</dd>
            <dt>Profissional</dt>
            <dd>{staff ? staff.name : 'Qualquer profissional'}</dd>
            <dt>Quando</dt>
            <dd>
              {shortDay(date)} às {time}
            </dd>
          </dl>
        </section>
        <section className="ob-card">
          <h2 className="ob-h2" style={{ margin: '0 0 4px' }}>
            Seu link do agendamento
          </h2>
          <p className="ob-muted" style={{ margin: 0, fontSize: 14 }}>
            Guarde este link: por ele você vê, remarca ou cancela o horário.
          </p>
          <CopyLink url={created.manageUrl} />
          <div className="ob-stack">
            <a className="ob-btn ob-btn-block" href={manage}>
              Ver meu agendamento
            </a>
            <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={restart}>
              Fazer outro agendamento
            </button>
          </div>
        </section>
      </Frame>
    );
  }

  return null;
}
