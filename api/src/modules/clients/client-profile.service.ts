import { Injectable } from '@nestjs/common';
import { CLIENT_MSG, fromCents, toCents, type ClientProfileDto, type ClientProfileProduct, type ClientProfileStats } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { ClientProfileRepository, type ProfileAppointmentRow } from './client-profile.repository';

/** GET /api/clients/{id}/profile (docs/product/entities.md 'Client profile'): her record, numbers and history. */
@Injectable()
export class ClientProfileService {
  constructor(private readonly repository: ClientProfileRepository) {}

  async profile(auth: AuthContext, clientId: number): Promise<ClientProfileDto> {
    const rows = await this.repository.read(auth.establishmentId, clientId);
    if (!rows) throw fail(404, CLIENT_MSG.notFound);
    return {
      client: rows.client,
      stats: profileStats(rows.appointments, rows.products, rows.client.lastVisit),
      // Optional links only when set, so a single appointment keeps its exact shape (docs/product/series.md).
      appointments: rows.appointments.map(({ late: _late, unitName, groupId, seriesId, ...a }) => ({
        ...a,
        ...(unitName ? { unitName } : {}),
        ...(groupId ? { groupId } : {}),
        ...(seriesId ? { seriesId } : {}),
      })),
      loyalty: rows.loyalty,
      products: rows.products.map(({ unitName, ...p }) => (unitName ? { ...p, unitName } : p)),
    };
  }
}

/**
 * The profile's numbers, in integer cents: visits are completed appointments, money is their prices plus the
 * products she bought, the average ticket divides it by the purchases (visits plus sales) rounding half up.
 * `appointments` come newest first, so the first of equals is the latest visit's (a favourite's tie-break).
 */
export function profileStats(appointments: ProfileAppointmentRow[], products: ClientProfileProduct[], lastVisit: string | null): ClientProfileStats {
  const completed = appointments.filter((a) => a.status === 'completed');
  const cents = completed.reduce((sum, a) => sum + toCents(a.price), 0) + products.reduce((sum, p) => sum + toCents(p.total), 0);
  const purchases = completed.length + products.length;
  const cancelled = appointments.filter((a) => a.status === 'cancelled');
  return {
    visits: completed.length,
    noShows: appointments.filter((a) => a.status === 'no_show').length,
    cancellations: cancelled.length,
    lateCancellations: cancelled.filter((a) => a.late).length,
    totalSpent: fromCents(cents),
    averageTicket: fromCents(purchases === 0 ? 0 : Math.floor((cents * 2 + purchases) / (purchases * 2))),
    lastVisit,
    favouriteServiceId: favourite(completed.map((a) => a.serviceId)),
    favouriteStaffId: favourite(completed.map((a) => a.staffId)),
  };
}

/** The id seen most often; between equals, the one seen first. */
function favourite(ids: number[]): number | null {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  let best: number | null = null;
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id;
  return best;
}
