import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LiveHub } from './live-hub';
import { RealtimeService } from './realtime.service';

/**
 * A socket lives no longer than its session: an ended session (logout, password change or reset) closes
 * its sockets on every instance at once, and a periodic re-check closes those whose session expired.
 */
@Injectable()
export class SessionSockets implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Realtime');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sessions: SessionService,
    private readonly realtime: RealtimeService,
    private readonly hub: LiveHub,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.sessions.onEnded((ids) => this.realtime.sessionsEnded(ids));
    this.sessions.onSwitched((ids) => this.realtime.sessionsSwitched(ids));
    // Re-checked periodically too: idle expiry, sessions deleted without SessionService.
    this.timer = setInterval(() => void this.recheck(), this.config.liveSessionRecheckMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async recheck(): Promise<void> {
    const open = this.hub.openSessionIds();
    if (!open.length) return;
    try {
      const alive = await this.sessions.aliveIds(open);
      this.hub.closeSessions(open.filter((id) => !alive.has(id)));
    } catch (error) {
      // Database unreachable: keep the sockets; the next round decides.
      this.logger.warn(`session re-check skipped: ${(error as Error).message}`);
    }
  }
}
