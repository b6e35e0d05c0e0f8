import { Injectable } from '@nestjs/common';
import { orStale } from '../../platform/http/versioned';
import { hasPermission, type SettingsDto, type SettingsInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { EstablishmentRowRepository } from '../establishments/establishment-row.repository';
import { SettingsRepository } from './settings.repository';

/**
 * docs/product/entities.md 'Settings'. sessionTimeout is establishments.session_timeout_minutes, which the session
 * resolver reads on every request: a change governs every session from the next request on.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly audit: AuditService,
    private readonly row: EstablishmentRowRepository,
  ) {}

  /** Who may not edit them (staff) reads them without the WhatsApp gateway's key and instance. */
  async get(auth: AuthContext): Promise<SettingsDto> {
    const settings = await this.repository.get(auth.establishmentId);
    return hasPermission(auth.role, 'settings.editBusiness') ? settings : { ...settings, whatsappApiKey: null, whatsappInstanceId: null };
  }

  update(auth: AuthContext, input: SettingsInput): Promise<SettingsDto> {
    return this.audit.update(
      auth,
      { entity: 'settings', entityId: auth.establishmentId },
      (tx) => this.repository.get(auth.establishmentId, tx),
      async (tx) => orStale(await this.row.updateSettings(tx, auth.establishmentId, input)),
    );
  }
}
