import type { PublicBookingCreated, PublicGroupCreated, PublicServiceDto, PublicWaitlistCreated } from '@salao/contracts';
import { contactErrors, EMPTY_CONTACT, type Contact } from './contact';

/**
 * The booking page's steps and choices as one pure reducer (no React, no browser): the page feeds it the
 * visitor's taps, the answers of the API and the browser history, and shows what `shownStep` says.
 */
export type Step = 'service' | 'staff' | 'when' | 'contact' | 'review' | 'done' | 'waitlist' | 'waitlisted';

/** A move the browser history must follow: a new entry (the phone's back gesture goes one step back) or a replaced one. */
export interface HistoryMove {
  step: Step;
  replace: boolean;
}

/** Another service of the same visit, with its professional (docs/product/series.md). */
export interface VisitExtra {
  service: PublicServiceDto;
  staffId: number;
}

/** The visit's other services as the group times ask them: 'serviceId:staffId,…' ('' for a single service). */
export function visitItems(extras: VisitExtra[]): string {
  return extras.map((e) => `${e.service.id}:${e.staffId}`).join(',');
}

export interface BookingState {
  /** The step asked for (a tap or the browser history); shownStep falls back to 'service' when its data is gone. */
  wanted: Step;
  /** The last move for the browser history; a new object for each move, so the page writes each one once. */
  move: HistoryMove | null;
  service: PublicServiceDto | null;
  /** null: 'Qualquer profissional'. */
  staffId: number | null;
  date: string | null;
  time: string | null;
  contact: Contact;
  /** The contact's errors show once the visitor sent the details (or the waitlist form) once. */
  showErrors: boolean;
  created: PublicBookingCreated | null;
  waitlisted: PublicWaitlistCreated | null;
  /** The visit's other services ('Adicionar outro serviço'); only with a chosen professional. */
  extras: VisitExtra[];
  /** The booked visit's appointments, when it had several services. */
  visit: PublicGroupCreated | null;
}

export type BookingAction =
  /** The browser went back or forward to an entry of this page. */
  | { type: 'popped'; step: Step }
  | { type: 'service'; service: PublicServiceDto }
  | { type: 'staff'; staffId: number | null }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  /** 'Continuar' under the chosen day and time. */
  | { type: 'toContact' }
  /** 'Entrar na lista de espera' on a day with no free times. */
  | { type: 'toWaitlist' }
  | { type: 'contact'; contact: Contact }
  /** The details form was sent: its errors show, and the review follows when there are none. */
  | { type: 'details' }
  /** The waitlist form was sent with errors: they show. */
  | { type: 'invalid' }
  | { type: 'booked'; created: PublicBookingCreated; visit?: PublicGroupCreated }
  /** 'Adicionar outro serviço' / 'Remover' in the day step: the times become the whole visit's. */
  | { type: 'addService'; extra: VisitExtra }
  | { type: 'removeService'; index: number }
  | { type: 'waitlisted'; waitlisted: PublicWaitlistCreated }
  /** 'Escolher outro horário' after the chosen time was taken (409). */
  | { type: 'otherTime' }
  /** 'Fazer outro agendamento': every choice but the contact is forgotten. */
  | { type: 'restart' };

export const INITIAL_BOOKING: BookingState = {
  wanted: 'service',
  move: null,
  service: null,
  staffId: null,
  date: null,
  time: null,
  contact: EMPTY_CONTACT,
  showErrors: false,
  created: null,
  waitlisted: null,
  extras: [],
  visit: null,
};

/** Whether the contact can be sent (no field has an error). */
export function contactReady(contact: Contact): boolean {
  return Object.keys(contactErrors(contact)).length === 0;
}

function go(state: BookingState, step: Step, replace = false): BookingState {
  return { ...state, wanted: step, move: { step, replace } };
}

export function bookingFlow(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'popped':
      return { ...state, wanted: action.step };
    case 'service': {
      const { service } = action;
      // The professional stays when they perform the new service too; the day stays, the time does not.
      const staffId = state.staffId !== null && !service.staffIds.includes(state.staffId) ? null : state.staffId;
      return go({ ...state, service, staffId, time: null, created: null, waitlisted: null }, 'staff');
    }
    case 'staff':
      // 'Qualquer profissional' books one service: a visit names each professional.
      return go({ ...state, staffId: action.staffId, time: null, extras: action.staffId === null ? [] : state.extras }, 'when');
    case 'addService':
      return { ...state, extras: [...state.extras, action.extra], time: null };
    case 'removeService':
      return { ...state, extras: state.extras.filter((_, i) => i !== action.index), time: null };
    case 'date':
      return { ...state, date: action.date, time: null };
    case 'time':
      return { ...state, time: action.time };
    case 'toContact':
      return go(state, 'contact');
    case 'toWaitlist':
      return go(state, 'waitlist');
    case 'contact':
      return { ...state, contact: action.contact };
    case 'details': {
      const shown = { ...state, showErrors: true };
      return contactReady(state.contact) ? go(shown, 'review') : shown;
    }
    case 'invalid':
      return { ...state, showErrors: true };
    case 'booked':
      return go({ ...state, created: action.created, visit: action.visit ?? null }, 'done', true);
    case 'waitlisted':
      return go({ ...state, waitlisted: action.waitlisted }, 'waitlisted', true);
    case 'otherTime':
      return go({ ...state, time: null }, 'when');
    case 'restart':
      return go({ ...state, service: null, staffId: null, date: null, time: null, created: null, waitlisted: null, extras: [], visit: null }, 'service', true);
  }
}

/**
 * The step to show: the wanted one when its data is there, else the service list (history navigation after
 * a booking or a reload). After booking (or joining the waitlist), going back never reopens the finished
 * form: it starts over.
 */
export function shownStep(state: BookingState): Step {
  const { service, date, time, created, waitlisted } = state;
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
  return ready[state.wanted] ? state.wanted : 'service';
}
