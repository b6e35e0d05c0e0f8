import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isManagement, NOTIFICATION_MSG, type NotificationDto, type NotificationReadDto } from '@salao/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { fail } from '../../platform/http/errors';
import { DomainHooks } from '../../platform/hooks/hooks';
import { NotificationsRepository, type NewNotification, type Reader } from './notifications.repository';

export type { NewNotification };

const reader = (auth: AuthContext): Reader => ({ establishmentId: auth.establishmentId, userId: auth.userId, management: isManagement(auth.role) });

@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly hooks: DomainHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.subscribe('client.anonymized', (tx, e) => this.repository.eraseClientName(tx, e));
  }

  /** Latest first: the management's shared notifications plus the caller's own. */
  list(auth: AuthContext, unreadOnly = false): Promise<NotificationDto[]> {
    return this.repository.list(reader(auth), auth.zone, unreadOnly);
  }

  async markRead(auth: AuthContext, id: number): Promise<NotificationReadDto> {
    if (!(await this.repository.markRead(reader(auth), id))) throw fail(404, NOTIFICATION_MSG.notFound);
    return { id, read: true };
  }

  /** Written inside the caller's transaction, so a notification exists only if what it announces does (push listens). */
  async raise(tx: EntityManager, n: NewNotification): Promise<number> {
    const id = await this.repository.insert(tx, n);
    await this.hooks.publish(tx, 'notification.raised', {
      id,
      establishmentId: n.establishmentId,
      userId: n.userId,
      title: n.title,
      message: n.message,
      appointmentId: n.appointmentId,
    });
    return id;
  }

  /** A pending booking that is settled no longer needs the bell's attention. */
  settle(tx: EntityManager, appointmentId: number): Promise<void> {
    return this.repository.readBellFor(tx, appointmentId);
  }
}
