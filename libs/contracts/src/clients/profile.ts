import type { AppointmentStatus } from '../constants';
import { normalizeBrazilPhone } from '../online-booking/rules';
import type { ClientDto } from './dto';

/**
 * GET /api/clients/{id}/profile (docs/product/entities.md 'Client profile'): the client, her numbers, her
 * appointments past and upcoming, her points ledger and the products she bought. Money is a decimal string
 * ("80.00"), dates are the establishment's wall clock like the appointments list.
 */
export interface ClientProfileStats {
  /** Completed appointments. */
  visits: number;
  noShows: number;
  /** Every cancelled appointment, the late ones included. */
  cancellations: number;
  /** Cancelled less than the establishment's cancellation window (online booking 'cancelCutoffMinutes') before the start. */
  lateCancellations: number;
  /** Completed appointments' prices plus the products she bought. */
  totalSpent: string;
  /** totalSpent over the purchases (visits plus product sales), to the cent; "0.00" with none. */
  averageTicket: string;
  lastVisit: string | null;
  /** The service and the professional of most of her visits (the latest visit breaks a tie); null without visits. */
  favouriteServiceId: number | null;
  favouriteStaffId: number | null;
}

export interface ClientProfileAppointment {
  id: number;
  /** 'YYYY-MM-DDTHH:mm:ss' local. */
  appointmentDate: string;
  appointmentTime: string;
  duration: number;
  status: AppointmentStatus;
  serviceId: number;
  serviceName: string;
  staffId: number;
  staffName: string;
  /** Decimal string. */
  price: string;
  notes: string | null;
  /** A visit in another unit of the network names it (clients shared, docs/product/units.md); absent for this unit's. */
  unitName?: string;
  /** An item of a visit of several services / an occurrence of a series (docs/product/series.md); absent otherwise. */
  groupId?: string;
  seriesId?: string;
}

/** One entry of her points ledger (earned with a visit, added, redeemed or a redeem undone). */
export interface ClientProfileLoyaltyEntry {
  id: number;
  programId: number;
  programName: string;
  points: number;
  kind: 'appointment' | 'manual' | 'redeem' | 'redeem_undo' | 'checkout_refund';
  reason: string | null;
  /** ISO instant. */
  createdAt: string;
}

export interface ClientProfileProduct {
  id: number;
  productId: number;
  productName: string;
  quantity: number;
  unitPrice: string;
  total: string;
  /** ISO instant. */
  soldAt: string;
  /** A sale in another unit of the network names it; absent for this unit's. */
  unitName?: string;
}

export interface ClientProfileDto {
  client: ClientDto;
  stats: ClientProfileStats;
  /** Newest first. */
  appointments: ClientProfileAppointment[];
  /** Newest first. */
  loyalty: ClientProfileLoyaltyEntry[];
  /** Newest first. */
  products: ClientProfileProduct[];
}

/** The profile page's words (docs/product/screens.md 'Client profile'). */
export const CLIENT_PROFILE_MSG = {
  loadFailed: 'Não foi possível carregar o perfil do cliente.',
  whatsappGreeting: (firstName: string, establishment: string) => `Olá, ${firstName}! Aqui é do ${establishment}.`,
  mergeTitle: 'Mesclar clientes',
  mergeChoose: 'Cliente a mesclar neste',
  mergeConfirm: (source: string, target: string) =>
    `${source} será removido(a): os atendimentos, os pontos, as compras e as observações passam para ${target}. Esta ação não pode ser desfeita.`,
} as const;

/** wa.me link to the client's phone (Brazil, 55 + national digits) with the greeting; null without a usable phone. */
export function clientWhatsappLink(phone: string, clientName: string, establishment: string): string | null {
  const digits = normalizeBrazilPhone(phone);
  if (!digits) return null;
  const firstName = clientName.trim().split(/\s+/)[0] ?? clientName;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(CLIENT_PROFILE_MSG.whatsappGreeting(firstName, establishment))}`;
}
