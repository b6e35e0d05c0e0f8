import type { AppointmentStatus, ClientProfileDto, ClientProfileLoyaltyEntry } from '@salao/contracts';
import type { Tone } from '@salao/web-core/ui';

/** A status tag's tone: done green, waiting yellow, lost red; the rest (booked) neutral. */
export function statusTone(status: AppointmentStatus): Tone | null {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'cancelled' || status === 'rejected' || status === 'no_show') return 'danger';
  return null;
}

/** Each programme's balance from the ledger (the sum of its entries), by programme name. */
export function loyaltyBalances(entries: ClientProfileLoyaltyEntry[]): { programId: number; programName: string; balance: number }[] {
  const byProgram = new Map<number, { programId: number; programName: string; balance: number }>();
  for (const e of entries) {
    const row = byProgram.get(e.programId) ?? { programId: e.programId, programName: e.programName, balance: 0 };
    row.balance += e.points;
    byProgram.set(e.programId, row);
  }
  return [...byProgram.values()].sort((a, b) => a.programName.localeCompare(b.programName, 'pt-BR'));
}

/** The favourite service's and professional's names, read from her appointments. */
export function favouriteNames(profile: ClientProfileDto): { service: string | null; staff: string | null } {
  const { favouriteServiceId, favouriteStaffId } = profile.stats;
  return {
    service: profile.appointments.find((a) => a.serviceId === favouriteServiceId)?.serviceName ?? null,
    staff: profile.appointments.find((a) => a.staffId === favouriteStaffId)?.staffName ?? null,
  };
}

/** 'YYYY-MM-DD' as 'DD/MM/YYYY' (a birthday: a calendar day, no time zone). */
export function formatBirthday(birthday: string | null): string | null {
  const m = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

export const LOYALTY_KIND_LABELS: Record<ClientProfileLoyaltyEntry['kind'], string> = {
  appointment: 'Atendimento',
  manual: 'Adicionados',
  redeem: 'Resgate',
  redeem_undo: 'Resgate desfeito',
  checkout_refund: 'Estorno da comanda',
};
