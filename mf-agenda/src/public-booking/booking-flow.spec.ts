import type { PublicServiceDto } from '@salao/contracts';
import { bookingFlow, INITIAL_BOOKING, shownStep, visitItems, type BookingAction, type BookingState } from './booking-flow';
import { EMPTY_CONTACT } from './contact';

const CUT: PublicServiceDto = {
  id: 1,
  name: 'Corte',
  category: null,
  price: '50.00',
  duration: 30,
  description: null,
  staffIds: [10, 11],
  depositCents: 0,
  depositKeepHours: 24,
};
const NAILS: PublicServiceDto = {
  id: 2,
  name: 'Manicure',
  category: null,
  price: '40.00',
  duration: 45,
  description: null,
  staffIds: [12],
  depositCents: 0,
  depositKeepHours: 24,
};
const ANA = { ...EMPTY_CONTACT, name: 'Ana Souza', phone: '(11) 98765-4321' };

/** The state after the visitor's taps, one after the other from a fresh page. */
const after = (...actions: BookingAction[]): BookingState => actions.reduce(bookingFlow, INITIAL_BOOKING);

const TO_REVIEW: BookingAction[] = [
  { type: 'service', service: CUT },
  { type: 'staff', staffId: 10 },
  { type: 'date', date: '2030-06-10' },
  { type: 'time', time: '10:00' },
  { type: 'toContact' },
  { type: 'contact', contact: ANA },
  { type: 'details' },
];

describe('bookingFlow (the public booking page)', () => {
  it('starts on the service list, with nothing for the history to follow yet', () => {
    expect(shownStep(INITIAL_BOOKING)).toBe('service');
    expect(INITIAL_BOOKING.move).toBeNull();
  });

  it('choosing a service goes to the professionals (a new history entry) and forgets the time, not the day', () => {
    const before: BookingState = { ...INITIAL_BOOKING, date: '2030-06-10', time: '10:00' };
    const next = bookingFlow(before, { type: 'service', service: CUT });
    expect(next).toMatchObject({ service: CUT, wanted: 'staff', move: { step: 'staff', replace: false }, date: '2030-06-10', time: null });
    expect(shownStep(next)).toBe('staff');
  });

  it('a new service keeps the professional who performs it and drops one who does not', () => {
    expect(after({ type: 'service', service: CUT }, { type: 'staff', staffId: 11 }, { type: 'service', service: CUT }).staffId).toBe(11);
    expect(after({ type: 'service', service: CUT }, { type: 'staff', staffId: 11 }, { type: 'service', service: NAILS }).staffId).toBeNull();
  });

  it("choosing a professional (or 'Qualquer profissional') goes to the day and time and forgets the time", () => {
    const chosen = after({ type: 'service', service: CUT }, { type: 'date', date: '2030-06-10' }, { type: 'time', time: '10:00' });
    expect(bookingFlow(chosen, { type: 'staff', staffId: 10 })).toMatchObject({
      staffId: 10,
      time: null,
      wanted: 'when',
      move: { step: 'when', replace: false },
    });
    expect(bookingFlow(chosen, { type: 'staff', staffId: null })).toMatchObject({ staffId: null, wanted: 'when' });
  });

  it('choosing a day forgets the time; choosing a time keeps the day; neither moves the history', () => {
    const when = after({ type: 'service', service: CUT }, { type: 'staff', staffId: null });
    const timed = after(
      { type: 'service', service: CUT },
      { type: 'staff', staffId: null },
      { type: 'date', date: '2030-06-10' },
      { type: 'time', time: '10:00' },
    );
    expect(timed).toMatchObject({ date: '2030-06-10', time: '10:00', wanted: 'when', move: when.move });
    expect(bookingFlow(timed, { type: 'date', date: '2030-06-11' })).toMatchObject({ date: '2030-06-11', time: null, wanted: 'when' });
  });

  it('the details show their errors and stay until they are valid, then the review follows', () => {
    const contact = after(...TO_REVIEW.slice(0, 5));
    expect(shownStep(contact)).toBe('contact');
    const refused = bookingFlow(contact, { type: 'details' });
    expect(refused).toMatchObject({ showErrors: true, wanted: 'contact', move: contact.move });
    const typed = bookingFlow(refused, { type: 'contact', contact: ANA });
    expect(bookingFlow(typed, { type: 'details' })).toMatchObject({ wanted: 'review', move: { step: 'review', replace: false } });
  });

  it('a booking made shows the done step in place of the review (the history entry is replaced)', () => {
    const created = { id: 7, status: 'confirmed' as const, manageUrl: '/agendar/reserva/abc', staffId: 3, staffName: 'Ana' };
    const done = bookingFlow(after(...TO_REVIEW), { type: 'booked', created });
    expect(done).toMatchObject({ created, wanted: 'done', move: { step: 'done', replace: true } });
    expect(shownStep(done)).toBe('done');
  });

  it('a booking refused with the time taken leaves the review, then another time is chosen on the day and time step', () => {
    const review = after(...TO_REVIEW);
    expect(shownStep(review)).toBe('review');
    const other = bookingFlow(review, { type: 'otherTime' });
    expect(other).toMatchObject({ time: null, date: '2030-06-10', staffId: 10, contact: ANA, wanted: 'when', move: { step: 'when', replace: false } });
    expect(shownStep(other)).toBe('when');
  });

  it('back (the browser history) shows the earlier step, and a step whose data is gone shows the service list', () => {
    const review = after(...TO_REVIEW);
    expect(shownStep(bookingFlow(review, { type: 'popped', step: 'contact' }))).toBe('contact');
    expect(bookingFlow(review, { type: 'popped', step: 'contact' }).move).toBe(review.move);
    expect(shownStep(bookingFlow(INITIAL_BOOKING, { type: 'popped', step: 'review' }))).toBe('service');
  });

  it('after booking, going back never reopens the finished form: it starts over', () => {
    const done = bookingFlow(after(...TO_REVIEW), { type: 'booked', created: { id: 7, status: 'pending', manageUrl: '/x', staffId: 3, staffName: 'Ana' } });
    for (const step of ['review', 'contact', 'when', 'staff', 'waitlist'] as const)
      expect(shownStep(bookingFlow(done, { type: 'popped', step }))).toBe('service');
    expect(shownStep(bookingFlow(done, { type: 'popped', step: 'done' }))).toBe('done');
  });

  it('the waitlist: its form shows errors when sent incomplete, joining replaces the entry, back starts over', () => {
    const day = after({ type: 'service', service: CUT }, { type: 'staff', staffId: null }, { type: 'date', date: '2030-06-10' }, { type: 'toWaitlist' });
    expect(shownStep(day)).toBe('waitlist');
    expect(bookingFlow(day, { type: 'invalid' })).toMatchObject({ showErrors: true, wanted: 'waitlist', move: day.move });
    const waitlisted = bookingFlow(day, { type: 'waitlisted', waitlisted: { id: 3, position: 2, message: '' } });
    expect(waitlisted).toMatchObject({ wanted: 'waitlisted', move: { step: 'waitlisted', replace: true } });
    expect(shownStep(waitlisted)).toBe('waitlisted');
    expect(shownStep(bookingFlow(waitlisted, { type: 'popped', step: 'waitlist' }))).toBe('service');
  });

  it("'Fazer outro agendamento' forgets every choice but the contact, on the same history entry", () => {
    const done = bookingFlow(after(...TO_REVIEW), { type: 'booked', created: { id: 7, status: 'confirmed', manageUrl: '/x', staffId: 3, staffName: 'Ana' } });
    const again = bookingFlow(done, { type: 'restart' });
    expect(again).toMatchObject({ service: null, staffId: null, date: null, time: null, created: null, waitlisted: null, contact: ANA, showErrors: true });
    expect(again).toMatchObject({ wanted: 'service', move: { step: 'service', replace: true } });
  });

  it('picking a service again after booking starts a fresh booking', () => {
    const done = bookingFlow(after(...TO_REVIEW), { type: 'booked', created: { id: 7, status: 'confirmed', manageUrl: '/x', staffId: 3, staffName: 'Ana' } });
    const next = bookingFlow(bookingFlow(done, { type: 'popped', step: 'service' }), { type: 'service', service: NAILS });
    expect(next).toMatchObject({ created: null, waitlisted: null, staffId: null, wanted: 'staff' });
    expect(shownStep(next)).toBe('staff');
  });

  it('each move is a new object, so the page writes the history once per move (even to the same step again)', () => {
    const when = after(
      { type: 'service', service: CUT },
      { type: 'staff', staffId: 10 },
      { type: 'date', date: '2030-06-10' },
      { type: 'time', time: '10:00' },
    );
    const first = bookingFlow(when, { type: 'toContact' });
    const again = bookingFlow(bookingFlow(first, { type: 'popped', step: 'when' }), { type: 'toContact' });
    expect(again.move).toEqual(first.move);
    expect(again.move).not.toBe(first.move);
  });
});

describe('bookingFlow: a visit of several services (docs/product/series.md)', () => {
  it('adds and removes services, each forgetting the chosen time; the visit asks its items in order', () => {
    const chosen = after(
      { type: 'service', service: CUT },
      { type: 'staff', staffId: 10 },
      { type: 'date', date: '2030-06-10' },
      { type: 'time', time: '10:00' },
    );
    const added = bookingFlow(chosen, { type: 'addService', extra: { service: NAILS, staffId: 12 } });
    expect(added.time).toBeNull();
    expect(added.date).toBe('2030-06-10');
    expect(visitItems(added.extras)).toBe('2:12');
    const two = bookingFlow(added, { type: 'addService', extra: { service: CUT, staffId: 11 } });
    expect(visitItems(two.extras)).toBe('2:12,1:11');
    expect(visitItems(bookingFlow(two, { type: 'removeService', index: 0 }).extras)).toBe('1:11');
  });

  it("'Qualquer profissional' and 'Fazer outro agendamento' drop the other services", () => {
    const visit = after({ type: 'service', service: CUT }, { type: 'staff', staffId: 10 }, { type: 'addService', extra: { service: NAILS, staffId: 12 } });
    expect(bookingFlow(visit, { type: 'staff', staffId: null }).extras).toEqual([]);
    expect(bookingFlow(visit, { type: 'restart' }).extras).toEqual([]);
  });
});
