import { Injectable } from '@nestjs/common';
import type { SettingsDto, SettingsInput } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SettingsRepository } from './settings.repository';

/**
 * SPEC §3 'Settings'. sessionTimeout is establishments.session_timeout_minutes, which the session
 * resolver reads on every request: a change governs every session from the next request on.
 */
@Injectable()
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  get(auth: AuthContext): Promise<SettingsDto> {
    return this.repository.get(auth.establishmentId);
  }

  update(auth: AuthContext, input: SettingsInput): Promise<SettingsDto> {
    return this.repository.update(auth.establishmentId, input);
  }
}
