import type { IntegrationScope } from './scopes';

/** GET /api/integration-keys: never the key itself, only a recognisable prefix. */
export interface IntegrationKeyDto {
  id: number;
  name: string;
  prefix: string;
  /** Empty: the key calls only the n8n routes. */
  scopes: IntegrationScope[];
  createdAt: string;
  lastUsedAt: string | null;
}
/** POST /api/integration-keys: the only answer that carries the key. */
export interface IntegrationKeyCreatedDto {
  id: number;
  name: string;
  scopes: IntegrationScope[];
  prefix: string;
  createdAt: string;
  key: string;
}

/** GET /api/n8n/establishment/{id}/info */
export interface IntegrationInfoDto {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  timezone: string;
  businessHours: { dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string }[];
  services: { id: number; name: string; duration: number; price: string }[];
  staff: { id: number; name: string; role: string }[];
  agendaRelease: { isActive: boolean; currentReleasedMonths: string[] };
}

/** GET /api/n8n/establishment/{id}/availability?date&staffId[&serviceId]: free start times on the wall clock. */
export interface IntegrationAvailabilityDto {
  date: string;
  timezone: string;
  released: boolean;
  staff: { staffId: number; name: string; closed: boolean; availableTimes: string[] }[];
}

/** POST /api/n8n/establishment/{id}/appointment answer (201). Times on the establishment's wall clock. */
export interface IntegrationAppointmentDto {
  id: number;
  status: 'pending';
  clientId: number;
  staffId: number;
  serviceId: number;
  dataInicio: string;
  dataFim: string;
  duration: number;
  message: string;
}
