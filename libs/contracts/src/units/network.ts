import * as yup from '../yup';
import { LIMITS } from '../constants';
import { versionField } from '../http/version-field';
import { PUBLIC_BOOKING_MSG } from '../online-booking/messages';
import { isValidSlug, RESERVED_SLUGS } from '../online-booking/rules';

/**
 * The network's public page (docs/product/units.md, 'Public page'):
 *   GET /api/public/networks/{slug} → PublicNetworkDto
 *   GET /api/network                → NetworkDto
 *   PUT /api/network {name, slug, sharesClients?, version?} → NetworkDto (the network's owner)
 */

/** One unit of the public page; mapUrl: a Google Maps search for its address, null without one. */
export interface PublicNetworkUnitDto {
  name: string;
  address: string | null;
  phone: string | null;
  slug: string;
  mapUrl: string | null;
}

/** GET /api/public/networks/{slug}: the units taking online bookings. */
export interface PublicNetworkDto {
  name: string;
  units: PublicNetworkUnitDto[];
}

/** GET /api/network: the session's network; sharesClients: its units see one set of clients and loyalty points. */
export interface NetworkDto {
  id: number;
  name: string;
  slug: string;
  unitCount: number;
  sharesClients: boolean;
  version: number;
}

export const NETWORK_MSG = {
  notFound: 'Rede não encontrada.',
  name: 'Informe o nome da rede (ao menos 2 caracteres).',
  slug: PUBLIC_BOOKING_MSG.slug,
  slugReserved: PUBLIC_BOOKING_MSG.slugReserved,
  slugTaken: 'Este endereço já está em uso por outro estabelecimento ou rede.',
  ownerOnly: 'Apenas o proprietário da rede pode alterar a página da rede.',
  rateLimited: 'Muitas consultas em pouco tempo. Aguarde um minuto e tente novamente.',
  sharesClients: 'Informe se as unidades compartilham clientes (verdadeiro ou falso).',
  saved: 'Rede salva.',
  saveError: 'Não foi possível salvar a rede.',
} as const;

/** A Google Maps search for an address (no key needed), or null. */
export function mapSearchUrl(address: string | null | undefined): string | null {
  const query = address?.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** PUT /api/network. */
export const networkUpdateSchema = yup.object({
  name: yup.string().trim().required(NETWORK_MSG.name).min(LIMITS.nameMin, NETWORK_MSG.name).max(120, NETWORK_MSG.name),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .required(NETWORK_MSG.slug)
    .test('slug', NETWORK_MSG.slug, (v) => isValidSlug(v))
    .test('reserved', NETWORK_MSG.slugReserved, (v) => !(RESERVED_SLUGS as readonly string[]).includes(v)),
  // Omitted: the network keeps its current choice.
  sharesClients: yup.boolean().typeError(NETWORK_MSG.sharesClients).nonNullable(NETWORK_MSG.sharesClients).optional(),
  version: versionField(),
});
export type NetworkUpdateInput = yup.InferType<typeof networkUpdateSchema>;
