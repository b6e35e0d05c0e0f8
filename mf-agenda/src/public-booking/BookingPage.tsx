import { useEffect, useReducer, useState, type Dispatch, type FormEvent } from 'react';
import {
  type PublicBookingCreated,
  type PublicGroupCreated,
  type PublicGroupInput,
  type PublicBookingWrite,
  type PublicEstablishmentDto,
  type PublicServiceDto,
  type PublicWaitlistCreated,
  type PublicWaitlistWrite,
} from '@salao/contracts';
import { usePublicAction } from './api';
import { bookingFlow, contactReady, INITIAL_BOOKING, shownStep, visitItems, type BookingAction, type BookingState, type Step } from './booking-flow';
import { contactPayload, type Contact } from './contact';
import { ServiceStep } from './steps/ServiceStep';
import { StaffStep } from './steps/StaffStep';
import { NetworkPage } from './NetworkPage';
import { Frame, Notice, Skeleton } from './Frame';
import { pageProblem, usePublicPage } from './use-public-page';

type LaterSteps = typeof import('./later-steps');
let laterSteps: Promise<LaterSteps> | null = null;
/** The steps after the professional (later-steps.ts), asked for once; a failed download is asked for again. */
function loadLater(): Promise<LaterSteps> {
  laterSteps ??= import('./later-steps').catch((error: unknown) => {
    laterSteps = null;
    throw error;
  });
  return laterSteps;
}

/** The later steps once `needed`; false when their download failed (`retry` asks again). */
function useLaterSteps(needed: boolean): { steps: LaterSteps | null | false; retry: () => void } {
  const [steps, setSteps] = useState<LaterSteps | null | false>(null);
  useEffect(() => {
    if (!needed) return;
    let alive = true;
    loadLater().then(
      (m) => alive && setSteps(m),
      () => alive && setSteps(false),
    );
    return () => {
      alive = false;
    };
  }, [needed]);
  const retry = () => {
    setSteps(null);
    loadLater().then(setSteps, () => setSteps(false));
  };
  return { steps, retry };
}

const PROGRESS: Partial<Record<Step, number>> = { service: 0.12, staff: 0.3, when: 0.5, contact: 0.7, review: 0.88, waitlist: 0.7 };

/** The booking flow (booking-flow.ts), with the browser history following its steps: the phone's back gesture goes one step back. */
function useBookingFlow(): [BookingState, Dispatch<BookingAction>] {
  const [flow, dispatch] = useReducer(bookingFlow, INITIAL_BOOKING);
  useEffect(() => {
    history.replaceState({ ...history.state, obStep: 'service' }, '');
    const onPop = (e: PopStateEvent) => dispatch({ type: 'popped', step: (e.state?.obStep as Step | undefined) ?? 'service' });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const { move } = flow;
  useEffect(() => {
    if (!move) return;
    const entry = { ...history.state, obStep: move.step };
    if (move.replace) history.replaceState(entry, '');
    else history.pushState(entry, '');
  }, [move]);
  return [flow, dispatch];
}

/** /agendar/{slug}: service → professional → day and time → contact → confirm → manage link. */
export function BookingPage({ slug }: { slug: string }) {
  const base = `/api/public/${encodeURIComponent(slug)}`;
  // An establishment's slug first (nothing changes for a single-unit salon); an unknown one may be a network's.
  const page = usePublicPage<PublicEstablishmentDto>(base, {
    rows: 5,
    problem: pageProblem,
    whenMissing: <NetworkPage slug={slug} />,
  });
  const [flow, dispatch] = useBookingFlow();
  const action = usePublicAction();
  const step = shownStep(flow);
  const later = useLaterSteps(step !== 'service' && !!flow.service && step !== 'staff');
  const est = page.data;
  if (!est) return page.screen;

  const { service, staffId, date, time, contact } = flow;
  const staff = est.professionals.find((p) => p.id === staffId) ?? null;
  // The visit's other services as the summaries show them (docs/product/series.md).
  const extras = flow.extras.map((e) => ({ service: e.service, staffName: est.professionals.find((p) => p.id === e.staffId)?.name ?? '' }));
  const back = step === 'service' || step === 'done' || step === 'waitlisted' ? undefined : () => history.back();
  const frame = { name: est.name, logoUrl: est.logoUrl, onBack: back, progress: PROGRESS[step] };
  // Starting over (or picking another service or time) hides the last failure.
  const send = (move: BookingAction) => {
    action.clear();
    dispatch(move);
  };
  const setContact = (c: Contact) => dispatch({ type: 'contact', contact: c });
  const restart = () => send({ type: 'restart' });

  if (step === 'service' || !service) {
    const pick = (s: PublicServiceDto) => {
      void loadLater().catch(() => undefined); // downloads while the visitor picks the professional
      send({ type: 'service', service: s });
    };
    return <ServiceStep frame={frame} services={est.services} onPick={pick} />;
  }
  if (step === 'staff') {
    return <StaffStep frame={frame} service={service} professionals={est.professionals} onPick={(id) => dispatch({ type: 'staff', staffId: id })} />;
  }
  if (later.steps === false) {
    return (
      <Frame {...frame}>
        <Notice icon="alert" tone="bad" title="Não foi possível abrir esta etapa">
          <p className="ob-lead">Verifique sua conexão e tente novamente.</p>
          <button type="button" className="ob-btn" onClick={later.retry}>
            Tentar novamente
          </button>
        </Notice>
      </Frame>
    );
  }
  if (!later.steps) {
    return (
      <Frame {...frame}>
        <Skeleton rows={5} />
      </Frame>
    );
  }
  const { ContactStep, DoneStep, ReviewStep, WaitlistedStep, WaitlistStep, WhenStep, fetchGroup, forgetTimes } = later.steps;
  if (step === 'when') {
    return (
      <WhenStep
        {...{ frame, slug, est, service, staffId, staff, date, time }}
        onDate={(d) => dispatch({ type: 'date', date: d })}
        onTime={(t) => dispatch({ type: 'time', time: t })}
        onContinue={() => dispatch({ type: 'toContact' })}
        onWaitlist={() => dispatch({ type: 'toWaitlist' })}
        extras={flow.extras}
        onAddService={(extra) => dispatch({ type: 'addService', extra })}
        onRemoveService={(index) => dispatch({ type: 'removeService', index })}
      />
    );
  }

  if (step === 'waitlist' && date) {
    const join = (e: FormEvent) => {
      e.preventDefault();
      if (!contactReady(contact)) return dispatch({ type: 'invalid' });
      const body: PublicWaitlistWrite = { serviceId: service.id, staffId, date, ...contactPayload(contact) };
      void action.run<PublicWaitlistCreated>('POST', `${base}/waitlist`, body, (answer) => dispatch({ type: 'waitlisted', waitlisted: answer }));
    };
    return (
      <WaitlistStep
        {...{ frame, service, staff, date, contact, showErrors: flow.showErrors, pending: action.pending, failure: action.failure }}
        onContact={setContact}
        onSubmit={join}
      />
    );
  }
  if (step === 'waitlisted' && flow.waitlisted) return <WaitlistedStep frame={frame} waitlisted={flow.waitlisted} onRestart={restart} />;

  if (step === 'contact' && date && time) {
    return <ContactStep frame={frame} contact={contact} showErrors={flow.showErrors} onContact={setContact} onNext={() => dispatch({ type: 'details' })} />;
  }
  if (step === 'review' && date && time) {
    const book = () => {
      const body: PublicBookingWrite = { serviceId: service.id, staffId, date, time, ...contactPayload(contact) };
      const booked = (created: PublicBookingCreated) => {
        forgetTimes();
        dispatch({ type: 'booked', created });
      };
      // A time taken meanwhile: the times shown are stale.
      const failed = { failed: (error: { status: number }) => error.status === 409 && forgetTimes() };
      if (flow.extras.length === 0) return void action.run('POST', `${base}/appointments`, body, booked, failed);
      // A visit: each service's own start, as the visit's times answered them.
      const day = fetchGroup({ slug, serviceId: service.id, staffId, visit: visitItems(flow.extras) }, date).catch(() => ({ times: [] }));
      void day.then(({ times }) => {
        const items = times.find((t) => t.time === time)?.items ?? [];
        const visit: PublicGroupInput = { date, items, ...contactPayload(contact) };
        const done = (answer: PublicGroupCreated) => {
          forgetTimes();
          dispatch({ type: 'booked', created: answer.items[0]!, visit: answer });
        };
        void action.run('POST', `${base}/appointment-groups`, visit, done, failed);
      });
    };
    return (
      <ReviewStep
        {...{ frame, service, staff, date, time, extras, contact, pending: action.pending, failure: action.failure }}
        cancelCutoffMinutes={est.rules.cancelCutoffMinutes}
        onBook={book}
        onOtherTime={() => send({ type: 'otherTime' })}
      />
    );
  }
  if (step === 'done' && flow.created && date && time) {
    return <DoneStep {...{ frame, service, staff, date, time, extras }} created={flow.created} visit={flow.visit} onRestart={restart} />;
  }
  return null;
}
