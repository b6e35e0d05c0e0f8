import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveEventPayloads, LiveEventType, LiveMessage } from '@salao/contracts';
import type Redis from 'ioredis';
import { SessionService } from '../auth/session.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LiveHub, SESSION_SWITCHED_CLOSE } from './live-hub';
import { currentLiveOrigin } from './live-origin';

const CHANNEL = 'salao:live';
/** Ids of sessions that ended on some instance: every instance closes their sockets. */
const SESSIONS_CHANNEL = 'salao:sessions-ended';

/**
 * Services emit live events here. Without REDIS_URL they go straight to this instance's sockets;
 * with it, every instance publishes to and subscribes from one Redis channel, so an event raised on
 * one instance reaches sockets connected to any other. Ended sessions travel the same way.
 */
@Injectable()
export class RealtimeService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Realtime');
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;
  private readonly local: Record<string, (text: string) => void> = {
    [CHANNEL]: (text) => this.deliverLocally(text),
    [SESSIONS_CHANNEL]: (text) => this.closeLocally(text),
  };

  constructor(
    private readonly hub: LiveHub,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    // ioredis loads only where REDIS_URL is set (docs/architecture.md, 'Start-up cost').
    const { default: Redis } = await import('ioredis');
    this.publisher = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.redisUrl, { lazyConnect: true });
    for (const r of [this.publisher, this.subscriber]) r.on('error', (e) => this.logger.warn(`Redis: ${e.message}`));
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (channel: string, text: string) => this.local[channel]?.(text));
    await this.subscriber.subscribe(CHANNEL, SESSIONS_CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    this.hub.closeAll();
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].filter(Boolean));
  }

  /** Tell every open screen of one establishment that something changed. Never throws: live updates are best-effort. */
  emit<T extends LiveEventType>(establishmentId: number, type: T, payload: LiveEventPayloads[T] = {} as LiveEventPayloads[T]): void {
    const origin = currentLiveOrigin(); // the tab that made the write skips its own echo
    const message = { ...payload, type, establishmentId, ...(origin && { origin }) } as LiveMessage<T>;
    this.fanOut(CHANNEL, JSON.stringify(message));
  }

  /** Move the sockets of sessions that switched unit, on every instance (they reconnect). */
  sessionsSwitched(sessionIds: string[]): void {
    this.fanOut(SESSIONS_CHANNEL, JSON.stringify({ switched: sessionIds }));
  }

  /** Close the sockets of sessions that ended, on every instance. */
  sessionsEnded(sessionIds: string[]): void {
    this.fanOut(SESSIONS_CHANNEL, JSON.stringify(sessionIds));
  }

  private fanOut(channel: string, text: string): void {
    if (!this.publisher) return this.local[channel]!(text);
    this.publisher.publish(channel, text).catch((e: Error) => {
      this.logger.warn(`publish failed, delivering locally only: ${e.message}`);
      this.local[channel]!(text);
    });
  }

  private deliverLocally(text: string): void {
    try {
      const { establishmentId } = JSON.parse(text) as { establishmentId: number };
      this.hub.deliver(establishmentId, text);
    } catch {
      this.logger.warn('ignored a malformed live message');
    }
  }

  private closeLocally(text: string): void {
    try {
      const message: unknown = JSON.parse(text);
      // A session that switched unit: its sockets reconnect, re-authorised in the new unit's room.
      const switched = (message as { switched?: unknown })?.switched;
      if (Array.isArray(switched)) {
        this.sessions.forgetEnded(switched.map(String));
        this.hub.closeSessions(switched.map(String), SESSION_SWITCHED_CLOSE, 'Unidade trocada');
        return;
      }
      const ids = message;
      if (!Array.isArray(ids)) return;
      this.sessions.forgetEnded(ids.map(String));
      this.hub.closeSessions(ids.map(String));
    } catch {
      this.logger.warn('ignored a malformed session message');
    }
  }
}
