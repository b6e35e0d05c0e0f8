import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveEventPayloads, LiveEventType, LiveMessage } from '@salao/contracts';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { LiveHub } from './live-hub';

const CHANNEL = 'salao:live';

/**
 * Services emit live events here. Without REDIS_URL they go straight to this instance's sockets;
 * with it, every instance publishes to and subscribes from one Redis channel, so an event raised on
 * one instance reaches sockets connected to any other.
 */
@Injectable()
export class RealtimeService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Realtime');
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly hub: LiveHub,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    this.publisher = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.redisUrl, { lazyConnect: true });
    for (const r of [this.publisher, this.subscriber]) r.on('error', (e) => this.logger.warn(`Redis: ${e.message}`));
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel, text: string) => this.deliverLocally(text));
    await this.subscriber.subscribe(CHANNEL);
  }

  async onModuleDestroy(): Promise<void> {
    this.hub.closeAll();
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()].filter(Boolean));
  }

  /** Tell every open screen of one establishment that something changed. Never throws: live updates are best-effort. */
  emit<T extends LiveEventType>(establishmentId: number, type: T, payload: LiveEventPayloads[T] = {} as LiveEventPayloads[T]): void {
    const message = { ...payload, type, establishmentId } as LiveMessage<T>;
    const text = JSON.stringify(message);
    if (this.publisher) {
      this.publisher.publish(CHANNEL, text).catch((e: Error) => {
        this.logger.warn(`publish failed, delivering locally only: ${e.message}`);
        this.hub.deliver(establishmentId, text);
      });
    } else {
      this.hub.deliver(establishmentId, text);
    }
  }

  private deliverLocally(text: string): void {
    try {
      const { establishmentId } = JSON.parse(text) as { establishmentId: number };
      this.hub.deliver(establishmentId, text);
    } catch {
      this.logger.warn('ignored a malformed live message');
    }
  }
}
