import { Inject, Injectable } from '@nestjs/common';
import { readQrVariant } from '@salao/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';

export type EvolutionState = 'open' | 'connecting' | 'close';
export interface EvolutionQr {
  base64: string | null;
  url: string | null;
  pairingCode: string | null;
}

/** What the WhatsApp service needs from a gateway; the Evolution API implements it (tests run a local fake of it). */
export interface WhatsappGateway {
  readonly configured: boolean;
  /** null when the instance does not exist (its name is free). */
  state(instance: string): Promise<EvolutionState | null>;
  create(instance: string): Promise<EvolutionQr>;
  connect(instance: string): Promise<EvolutionQr>;
  sendText(instance: string, number: string, text: string): Promise<void>;
  /** A file (a receipt PDF) as a WhatsApp document, with a caption. */
  sendDocument(instance: string, number: string, doc: WhatsappDocument): Promise<void>;
  logout(instance: string): Promise<void>;
}

export interface WhatsappDocument {
  fileName: string;
  mimetype: string;
  /** The file's bytes, base64. */
  base64: string;
  caption: string;
}

export class GatewayError extends Error {}

const TIMEOUT_MS = 10_000;

/** Evolution API v2's documented REST endpoints, authenticated by the global `apikey` header. */
@Injectable()
export class EvolutionClient implements WhatsappGateway {
  private readonly url: string | null;
  private readonly apiKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.url = config.evolution.url;
    this.apiKey = config.evolution.apiKey ?? '';
  }

  get configured(): boolean {
    return this.url !== null;
  }

  async state(instance: string): Promise<EvolutionState | null> {
    const res = await this.call('GET', `/instance/connectionState/${encodeURIComponent(instance)}`, undefined, [404]);
    if (res.status === 404) return null;
    const state = (res.body as { instance?: { state?: string } })?.instance?.state;
    return state === 'open' || state === 'connecting' ? state : 'close';
  }

  async create(instance: string): Promise<EvolutionQr> {
    const res = await this.call('POST', '/instance/create', { instanceName: instance, qrcode: true, integration: 'WHATSAPP-BAILEYS' });
    return qrOf(res.body);
  }

  async connect(instance: string): Promise<EvolutionQr> {
    return qrOf((await this.call('GET', `/instance/connect/${encodeURIComponent(instance)}`)).body);
  }

  async sendText(instance: string, number: string, text: string): Promise<void> {
    await this.call('POST', `/message/sendText/${encodeURIComponent(instance)}`, { number, text });
  }

  async sendDocument(instance: string, number: string, doc: WhatsappDocument): Promise<void> {
    await this.call('POST', `/message/sendMedia/${encodeURIComponent(instance)}`, {
      number,
      mediatype: 'document',
      mimetype: doc.mimetype,
      media: doc.base64,
      fileName: doc.fileName,
      caption: doc.caption,
    });
  }

  async logout(instance: string): Promise<void> {
    await this.call('DELETE', `/instance/logout/${encodeURIComponent(instance)}`);
  }

  private async call(method: string, path: string, body?: unknown, accept: number[] = []): Promise<{ status: number; body: unknown }> {
    if (!this.url) throw new GatewayError('not configured');
    let res: Response;
    try {
      res = await fetch(this.url + path, {
        method,
        headers: { apikey: this.apiKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError((error as Error).message);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* raw text (a bare base64 QR, for instance) */
    }
    if (!res.ok && !accept.includes(res.status)) throw new GatewayError(`${method} ${path}: HTTP ${res.status}`);
    return { status: res.status, body: parsed };
  }
}

function qrOf(body: unknown): EvolutionQr {
  const { base64, url } = readQrVariant(body);
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const nested = (o.qrcode && typeof o.qrcode === 'object' ? o.qrcode : {}) as Record<string, unknown>;
  const pairing = [o.pairingCode, nested.pairingCode].find((v) => typeof v === 'string');
  return { base64, url, pairingCode: (pairing as string | undefined) ?? null };
}
