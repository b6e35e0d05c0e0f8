import { Injectable } from '@nestjs/common';
import { staleVersion } from '../../platform/http/versioned';
import { hasPermission, type SettingsDto, type SettingsInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SettingsRepository } from './settings.repository';

/**
 * SPEC §3 'Settings'. sessionTimeout is establishments.session_timeout_minutes, which the session
 * resolver reads on every request: a change governs every session from the next request on.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  /** Who may not edit them (staff) reads them without the WhatsApp gateway's key and instance. */
  async get(auth: AuthContext): Promise<SettingsDto> {
    const settings = await this.repository.get(auth.establishmentId);
    return hasPermission(auth.role, 'settings.editBusiness') ? settings : { ...settings, whatsappApiKey: null, whatsappInstanceId: null };
  }

  async update(auth: AuthContext, input: SettingsInput): Promise<SettingsDto> {
    const settings = await this.repository.update(auth.establishmentId, input);
    if (!settings) throw staleVersion();
    return settings;
  }
}
