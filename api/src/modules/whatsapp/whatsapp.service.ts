import { Inject, Injectable } from '@nestjs/common';
import {
  INSTANCE_NAME_ATTEMPTS,
  instanceBaseName,
  instanceNameAttempt,
  QR_TIMINGS,
  WHATSAPP_MSG,
  WHATSAPP_STATUS_LABELS,
  type EvolutionConnectionDto,
  type EvolutionConnectionState,
  type N8nWebhookInput,
  type QrCodeDto,
  type WebhookDataDto,
  type WhatsappConnectionStatusDto,
} from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { GatewayError, type EvolutionState, type WhatsappDocument, type WhatsappGateway } from './evolution.client';
import { WhatsappRepository } from './whatsapp.repository';
import { CLOCK, type Clock } from '../../platform/time/clock';

export const WHATSAPP_GATEWAY = Symbol('WHATSAPP_GATEWAY');

const STATE: Record<EvolutionState, EvolutionConnectionState> = { open: 'connected', connecting: 'connecting', close: 'disconnected' };

/** docs/product/states.md 'QR flow' and docs/product/api.md WhatsApp endpoints over the Evolution API gateway. */
@Injectable()
export class WhatsappService {
  constructor(
    private readonly repository: WhatsappRepository,
    private readonly row: EstablishmentRowRepository,
    @Inject(WHATSAPP_GATEWAY) private readonly gateway: WhatsappGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  connections(auth: AuthContext): Promise<EvolutionConnectionDto[]> {
    return this.repository.list(auth.establishmentId);
  }

  async status(auth: AuthContext): Promise<WhatsappConnectionStatusDto> {
    const lastCheck = new Date(this.clock.now()).toISOString();
    const local = await this.repository.instance(auth.establishmentId);
    const localData = local ? { instanceName: local.instanceName, lastUpdated: new Date(local.lastUpdated).toISOString() } : null;
    const base = { lastCheck, localData, gatewayConfigured: this.gateway.configured };
    if (!this.gateway.configured) return { ...base, connected: false, status: 'not_configured', message: WHATSAPP_MSG.notConfigured, error: null };
    if (!local) return { ...base, connected: false, status: 'disconnected', message: WHATSAPP_MSG.noConnection, error: null };
    try {
      const state = (await this.gateway.state(local.instanceName)) ?? 'close';
      await this.repository.setStatus(auth.establishmentId, STATE[state]);
      const status = STATE[state] === 'connected' ? 'connected' : STATE[state] === 'connecting' ? 'connecting' : 'disconnected';
      return {
        ...base,
        connected: state === 'open',
        status,
        message: state === 'open' ? 'Conectado' : state === 'connecting' ? 'Conectando' : 'Desconectado',
        error: null,
      };
    } catch (error) {
      await this.repository.setStatus(auth.establishmentId, 'error', (error as Error).message.slice(0, 300));
      return { ...base, connected: false, status: 'unknown', message: WHATSAPP_STATUS_LABELS.unknown, error: WHATSAPP_MSG.connectionError };
    }
  }

  async webhookData(auth: AuthContext): Promise<WebhookDataDto> {
    const { apiKey, instanceId } = await this.repository.webhookData(auth.establishmentId);
    return { apiKey, instanceId };
  }

  /**
   * 'Gerar QR Code': refused when the instance is already connected; otherwise the establishment's
   * instance (created on first use under the first free name of up to 100 suffixed attempts) is asked
   * for a fresh QR.
   */
  async generateQr(auth: AuthContext): Promise<QrCodeDto> {
    this.assertConfigured();
    const { name } = await this.repository.webhookData(auth.establishmentId);
    if (!name?.trim()) throw fail(400, WHATSAPP_MSG.noName);
    return this.gatewayCall(async () => {
      const local = await this.repository.instance(auth.establishmentId);
      if (local) {
        const state = await this.gateway.state(local.instanceName);
        if (state === 'open') {
          await this.repository.setStatus(auth.establishmentId, 'connected');
          throw fail(409, WHATSAPP_MSG.alreadyActive);
        }
        const qr = state === null ? await this.gateway.create(local.instanceName) : await this.gateway.connect(local.instanceName);
        await this.repository.setStatus(auth.establishmentId, 'connecting');
        return this.qrDto(local.instanceName, qr);
      }
      const instanceName = await this.freeName(auth.establishmentId, instanceBaseName(name));
      return this.qrDto(instanceName, await this.gateway.create(instanceName));
    });
  }

  async logout(auth: AuthContext): Promise<{ success: true }> {
    this.assertConfigured();
    const local = await this.repository.instance(auth.establishmentId);
    if (local) await this.gatewayCall(() => this.gateway.logout(local.instanceName));
    await this.repository.setStatus(auth.establishmentId, 'disconnected');
    return { success: true };
  }

  async sendText(auth: AuthContext, number: string, text: string): Promise<{ success: true }> {
    this.assertConfigured();
    const local = await this.repository.instance(auth.establishmentId);
    if (!local) throw fail(409, WHATSAPP_MSG.noConnection);
    await this.gatewayCall(() => this.gateway.sendText(local.instanceName, number, text));
    return { success: true };
  }

  /**
   * A document (a comanda's receipt) to `number`; 409 when the server has no gateway or the establishment's
   * WhatsApp is not connected (`notConnected` is the caller's pt-BR message).
   */
  async sendDocument(auth: AuthContext, number: string, doc: WhatsappDocument, notConnected: string): Promise<void> {
    if (!this.gateway.configured) throw fail(409, notConnected);
    const local = await this.repository.instance(auth.establishmentId);
    if (!local || local.status !== 'connected') throw fail(409, notConnected);
    await this.gatewayCall(() => this.gateway.sendDocument(local.instanceName, number, doc));
  }

  /** POST /webhook/n8n-data: the key's establishment only (the guard compared establishment_id). */
  async receiveWebhook(auth: AuthContext, d: N8nWebhookInput): Promise<{ success: true }> {
    await this.row.saveWhatsappGateway(auth.establishmentId, d.api_key ?? null, d.instance_id ?? null);
    await this.repository.saveQrcode(auth.establishmentId, d.qrcode_base64 ?? null);
    return { success: true };
  }

  /** docs/product/api.md: the base name, then suffixed ones, each free both here and on the gateway, up to 100 attempts. */
  private async freeName(establishmentId: number, base: string): Promise<string> {
    for (let attempt = 0; attempt < INSTANCE_NAME_ATTEMPTS; attempt++) {
      const name = instanceNameAttempt(base, attempt);
      if (await this.repository.nameTaken(name)) continue;
      if ((await this.gateway.state(name)) !== null) continue;
      if (await this.repository.claim(establishmentId, name)) return name;
    }
    throw fail(409, WHATSAPP_MSG.noInstanceName);
  }

  private qrDto(instanceName: string, qr: { base64: string | null; url: string | null; pairingCode: string | null }): QrCodeDto {
    if (!qr.base64 && !qr.url) throw fail(502, WHATSAPP_MSG.formatError);
    return { instanceName, qrcodeBase64: qr.base64, qrCodeUrl: qr.url, pairingCode: qr.pairingCode, expiresInSeconds: QR_TIMINGS.lifetime };
  }

  private assertConfigured(): void {
    if (!this.gateway.configured) throw fail(409, WHATSAPP_MSG.notConfigured);
  }

  /** A gateway that is down or answers garbage is a 502 with a pt-BR message, never a 500. */
  private async gatewayCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof GatewayError) throw fail(502, WHATSAPP_MSG.gatewayUnavailable);
      throw error;
    }
  }
}
