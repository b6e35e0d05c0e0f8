/**
 * Session packages (pacotes; docs/product/packages.md): a catalogue of packages sold as a comanda item (type
 * 'package') and the session credits each sale gives its client. Amounts are integer cents.
 */
export interface PackageItemDto {
  serviceId: number;
  serviceName: string;
  sessions: number;
}

export interface PackageDto {
  id: number;
  name: string;
  items: PackageItemDto[];
  /** Cents. */
  price: number;
  validityDays: number;
  version: number;
}

export const PACKAGE_CREDIT_KINDS = ['grant', 'consume', 'restore', 'expire', 'refund'] as const;
export type PackageCreditKind = (typeof PACKAGE_CREDIT_KINDS)[number];
export const PACKAGE_CREDIT_KIND_LABELS: Record<PackageCreditKind, string> = {
  grant: 'Compra',
  consume: 'Sessão usada',
  restore: 'Sessão devolvida (estorno)',
  expire: 'Vencimento',
  refund: 'Estorno do pacote',
};

export const CLIENT_PACKAGE_STATUSES = ['active', 'expired', 'refunded'] as const;
export type ClientPackageStatus = (typeof CLIENT_PACKAGE_STATUSES)[number];
export const CLIENT_PACKAGE_STATUS_LABELS: Record<ClientPackageStatus, string> = { active: 'Ativo', expired: 'Vencido', refunded: 'Estornado' };

/** One row of a client package's credit ledger: sessions signed (+ grant/restore, − consume/expire/refund). */
export interface PackageCreditEntryDto {
  id: number;
  kind: PackageCreditKind;
  serviceId: number;
  serviceName: string;
  sessions: number;
  /** Cents: the value of the sessions used or expired (a restore negative); 0 for grant and refund rows. */
  value: number;
  checkoutId: number | null;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock. */
  at: string;
}

export interface ClientPackageDto {
  id: number;
  packageId: number;
  name: string;
  status: ClientPackageStatus;
  /** Cents paid for it (the comanda item's total less its part of the comanda's discount). */
  price: number;
  /** 'yyyy-MM-ddTHH:mm:ss' on the establishment's clock: the credits expire then. */
  expiresAt: string;
  checkoutId: number;
  /** Per service: the sessions bought and those left. */
  services: { serviceId: number; serviceName: string; sessions: number; remaining: number }[];
  /** Cents: the value of the sessions left (what a refund of the package gives back). */
  remainingValue: number;
  history: PackageCreditEntryDto[];
  createdAt: string;
}

/** DELETE /api/packages/{id}: the package left the catalogue (clients keep the credits they bought). */
export interface PackageRemovedDto {
  ok: true;
}
