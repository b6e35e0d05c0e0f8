import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { effectiveTemplates, PUBLIC_BOOKING_PATHS, type OnlineBookingSettingsDto, type OnlineBookingSettingsInput } from '@salao/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AuthContext } from '../../platform/auth/auth-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { onTransaction } from '../../platform/database/bound';
import { copyEstablishmentRows } from '../../platform/database/copy-rows';
import { DomainHooks } from '../../platform/hooks/hooks';
import { orStale } from '../../platform/http/versioned';
import { OnlineBookingRepository, type SettingsRow } from './online-booking.repository';

/** The management's online-booking settings (Configurações), versioned and audited. */
@Injectable()
export class OnlineBookingSettingsService implements OnModuleInit {
  constructor(
    private readonly repository: OnlineBookingRepository,
    private readonly audit: AuditService,
    private readonly hooks: DomainHooks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('unit.created', async (tx, e) => {
      if (e.copyFrom !== null) await copyEstablishmentRows(tx, 'online_booking_settings', e.copyFrom, e.establishmentId, ['version', 'updated_at']);
    });
  }

  async settings(auth: AuthContext): Promise<OnlineBookingSettingsDto> {
    const [row, est] = await Promise.all([this.repository.settings(auth.establishmentId), this.repository.byId(auth.establishmentId)]);
    return this.settingsDto(row, est!.slug);
  }

  async saveSettings(auth: AuthContext, input: OnlineBookingSettingsInput): Promise<OnlineBookingSettingsDto> {
    const templates = input.templates as SettingsRow['templates'] | undefined;
    const row = await this.audit.update(
      auth,
      { entity: 'settings', entityId: auth.establishmentId },
      (tx) => this.repository.settings(auth.establishmentId, tx),
      async (tx) => orStale(await onTransaction(this.repository, tx).saveSettings(auth.establishmentId, { ...input, templates })),
    );
    const est = await this.repository.byId(auth.establishmentId);
    return this.settingsDto(row, est!.slug);
  }

  private settingsDto(row: SettingsRow, slug: string): OnlineBookingSettingsDto {
    return {
      enabled: row.enabled,
      autoConfirm: row.autoConfirm,
      minNoticeMinutes: row.minNoticeMinutes,
      maxDaysAhead: row.maxDaysAhead,
      cancelCutoffMinutes: row.cancelCutoffMinutes,
      maxOpenPerPhone: row.maxOpenPerPhone,
      reminderOffsets: row.reminderOffsets,
      waitlistHoldMinutes: row.waitlistHoldMinutes,
      templates: effectiveTemplates(row.templates),
      version: row.version,
      slug,
      bookingUrl: `${this.config.appUrl}${PUBLIC_BOOKING_PATHS.page(slug)}`,
    };
  }
}
