/** docs/product/entities.md 'Evolution connection status'. */
export type EvolutionConnectionState = 'connected' | 'connecting' | 'error' | 'disconnected';

/** GET /api/evolution-connections: the establishment's Evolution instances. */
export interface EvolutionConnectionDto {
  id: number;
  instanceName: string;
  status: EvolutionConnectionState;
  lastUpdated: string;
}

/** GET /api/evolution/connection-status (docs/product/entities.md 'WhatsApp connection status'). */
export interface WhatsappConnectionStatusDto {
  connected: boolean;
  status: 'connected' | 'connecting' | 'unknown' | 'disconnected' | 'not_configured';
  message: string;
  lastCheck: string;
  error: string | null;
  localData: { instanceName: string; lastUpdated: string } | null;
  /** false when the server has no EVOLUTION_URL: the tab says so plainly. */
  gatewayConfigured: boolean;
}

/** GET /api/evolution/webhook-data: what the automation tool needs to address this establishment's instance. */
export interface WebhookDataDto {
  apiKey: string | null;
  instanceId: string | null;
}

/** POST /api/evolution/qrcode: a fresh QR for the establishment's instance (409 'Conexão já ativa...' when connected). */
export interface QrCodeDto {
  instanceName: string;
  /** A data URL ('data:image/png;base64,...') or null when the gateway only gave a URL. */
  qrcodeBase64: string | null;
  qrCodeUrl: string | null;
  pairingCode: string | null;
  /** docs/product/limits.md: QR lifetime 300 s. */
  expiresInSeconds: number;
}
