import type { DataSource } from 'typeorm';
import { AvailabilityRepository } from '../availability/availability.repository';
import { AvailabilityService } from '../availability/availability.service';
import { actingAuth } from './acting-auth';
import type { OnlineBookingRepository, PublicEstablishmentRow, SettingsRow } from './online-booking.repository';
import type { PublicPageService } from './public-page.service';
import type { PublicBookingRules } from './public-rules.service';
import { PublicTimesService } from './public-times.service';
import { WaitlistHolds } from './waitlist-holds';
import { WaitlistRepository, type HoldRow } from './waitlist.repository';

const MONDAY = '2030-01-07';
const est = {
  id: 1,
  slug: 'salao',
  name: 'Salão',
  timezone: 'America/Sao_Paulo',
  plan: 'Expert',
  ownerUserId: 1,
  billingStatus: 'active',
  hasLogo: false,
} as unknown as PublicEstablishmentRow;
const settings = { minNoticeMinutes: 0 } as SettingsRow;

/** A database that answers the day and holds queries and counts every statement it is sent. */
function countingDb(held: HoldRow[]) {
  const sent: string[] = [];
  const answer = (text: string, values: unknown[]) => {
    sent.push(text);
    if (!text.includes('unnest($3::int[])')) return held;
    const ids = values[2] as number[];
    return ids.map((id) => ({
      service_id: 7,
      service_name: 'Corte',
      duration: 60,
      price: '80.00',
      staff_id: id,
      staff_name: `P${id}`,
      staff_user_id: null,
      allowed: true,
      business: null,
      staff_days: 0,
      staff_day: null,
      absences: [],
      booked: id === 2 ? [[Date.parse('2030-01-07T11:00:00Z'), Date.parse('2030-01-07T12:00:00Z')]] : [],
    }));
  };
  const db = {
    query: async (text: string, values: unknown[]) => answer(text, values),
    driver: { master: { query: async (q: { text: string; values: unknown[] }) => ({ rows: answer(q.text, q.values) }) } },
  };
  return { db: db as unknown as DataSource, sent };
}

function service(staffIds: number[], held: HoldRow[] = []) {
  const { db, sent } = countingDb(held);
  const clock = { now: () => Date.parse('2030-01-01T12:00:00Z') };
  const page = { context: async () => ({ est, settings, auth: actingAuth(est) }) } as unknown as PublicPageService;
  const rules = {
    windowRules: async () => ({ minNoticeMinutes: 0, maxDaysAhead: 60, releasedMonths: null }),
    candidates: async () => staffIds,
    refusalMessage: () => '',
  } as unknown as PublicBookingRules;
  const repository = {
    serviceTiming: async () => ({ durationMinutes: 60, processingStartMinutes: 0, processingMinutes: 0, cleanupMinutes: 0 }),
  } as unknown as OnlineBookingRepository;
  const times = new PublicTimesService(
    repository,
    page,
    rules,
    new AvailabilityService(new AvailabilityRepository(db), clock),
    new WaitlistHolds(new WaitlistRepository(db), clock),
    clock,
  );
  return { times, sent };
}

describe('the public day of any professional', () => {
  it('loads every professional in one day query and one holds query, however many there are', async () => {
    for (const staffIds of [[1], [1, 2, 3], [1, 2, 3, 4, 5, 6, 7, 8]]) {
      const { times, sent } = service(staffIds);
      await times.availableTimes('salao', { serviceId: 7, staffId: null, date: MONDAY });
      expect(sent).toHaveLength(2);
    }
  });

  it("answers the union of the professionals' free times, less each one's holds", async () => {
    // Professional 2 is booked 08:00-09:00 and professional 1 is held 08:00-09:00: nobody is free at 08:00.
    const hold = {
      staffId: 1,
      start: new Date('2030-01-07T11:00:00Z'),
      end: new Date('2030-01-07T12:00:00Z'),
      processingStartMinutes: 0,
      processingMinutes: 0,
      cleanupMinutes: 0,
    };
    const both = await service([1, 2], [hold]).times.availableTimes('salao', { serviceId: 7, staffId: null, date: MONDAY });
    expect(both.times[0]).toBe('09:00');
    const one = await service([1]).times.availableTimes('salao', { serviceId: 7, staffId: null, date: MONDAY });
    expect(one.times[0]).toBe('08:00');
    expect(both.times).toEqual(one.times.filter((t) => t >= '09:00'));
  });
});
