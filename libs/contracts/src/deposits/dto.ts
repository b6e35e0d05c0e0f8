/**
 * Deposits ('sinal', docs/product/deposits.md). Amounts are integer cents.
 *   GET  /api/deposits?status=             → DepositDto[] (owner/receptionist)
 *   GET  /api/deposits/{id}                → DepositDto
 *   POST /api/deposits/{id}/confirm {version}        → DepositDto ('Sinal recebido', salon's own PIX)
 *   POST /api/deposits/{id}/refunded {version}       → DepositDto (a refund_due returned by PIX)
 *   GET/PUT /api/deposits/settings         → DepositSettingsDto
 *   GET  /api/public/bookings/{token}/deposit → PublicDepositDto (the client's status check)
 */
export const DEPOSIT_STATUSES = ['awaiting', 'paid', 'expired', 'kept', 'refund_due', 'refunded', 'applied'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  awaiting: 'Aguardando pagamento',
  paid: 'Sinal recebido',
  expired: 'Expirado (não pago)',
  kept: 'Retido (taxa de não comparecimento)',
  refund_due: 'A devolver',
  refunded: 'Devolvido',
  applied: 'Usado na comanda',
};

export interface PublicDepositDto {
  id: number;
  amountCents: number;
  status: DepositStatus;
  /** ISO instant: unpaid by then, the booking is cancelled. */
  expiresAt: string;
  policy: string;
  pix: { brCode: string; qrCodeDataUrl: string };
}

export interface DepositDto {
  id: number;
  amountCents: number;
  status: DepositStatus;
  provider: 'stripe' | 'pix';
  txid: string;
  keepHours: number;
  expiresAt: string;
  paidAt: string | null;
  appointmentIds: number[];
  groupId: string | null;
  clientName: string | null;
  /** The first service's start, ISO. */
  startsAt: string | null;
  version: number;
  createdAt: string;
}

export interface DepositSettingsDto {
  depositHoldMinutes: number;
  pixKey: string | null;
  pixMerchantName: string | null;
  pixMerchantCity: string | null;
  version: number;
}
