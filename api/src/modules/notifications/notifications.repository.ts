import { inClientScope } from '../../platform/database/client-scope';
import { Injectable } from '@nestjs/common';
import type { NotificationDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows, returnedRows } from '../../platform/database/data-source';
import type { ClientAnonymized } from '../../platform/hooks/domain-events';

export interface NewNotification {
  establishmentId: number;
  /** null: for the establishment's management (the bell); otherwise one user. */
  userId: number | null;
  type: string;
  title: string;
  message: string;
  appointmentId: number | null;
}

/** Whose notifications: the user's own, plus the management's shared ones when `management`. */
export interface Reader {
  establishmentId: number;
  userId: number;
  management: boolean;
}

const LIST_LIMIT = 50;

@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: DataSource) {}

  /** Latest first; createdAt on the establishment's wall clock. Prepared (one statement per variant): the bell reads it on every screen. */
  list(reader: Reader, zone: string, unreadOnly: boolean): Promise<NotificationDto[]> {
    return preparedRows(
      this.db,
      unreadOnly ? 'notifications_unread' : 'notifications_all',
      `SELECT id, type, title, message, appointment_id AS "appointmentId",
              to_char(created_at AT TIME ZONE $3, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM notifications
        WHERE establishment_id = $1 AND (user_id = $2 OR ($4 AND user_id IS NULL)) ${unreadOnly ? 'AND read_at IS NULL' : ''}
        ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
      [reader.establishmentId, reader.userId, zone, reader.management],
    );
  }

  /** Whether the reader had such a notification (now read). */
  async markRead(reader: Reader, id: number): Promise<boolean> {
    const rows = returnedRows(
      await this.db.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = $1 AND establishment_id = $2 AND (user_id = $3 OR ($4 AND user_id IS NULL)) RETURNING id`,
        [id, reader.establishmentId, reader.userId, reader.management],
      ),
    );
    return rows.length > 0;
  }

  async insert(tx: EntityManager, n: NewNotification): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO notifications (establishment_id, user_id, type, title, message, appointment_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [n.establishmentId, n.userId, n.type, n.title, n.message, n.appointmentId],
    );
    return row.id;
  }

  /** The management's bell entries about an appointment, marked read. */
  async readBellFor(tx: EntityManager, appointmentId: number): Promise<void> {
    await tx.query(`UPDATE notifications SET read_at = now() WHERE appointment_id = $1 AND user_id IS NULL AND read_at IS NULL`, [appointmentId]);
  }

  /** LGPD erasure: the bell's messages about the client's appointments stop naming them. */
  async eraseClientName(tx: EntityManager, e: ClientAnonymized): Promise<void> {
    await tx.query(
      `UPDATE notifications n SET message = replace(n.message, $3, $4)
         FROM appointments a
        WHERE a.id = n.appointment_id AND a.client_id = $2 AND ${inClientScope(1, 'n')} AND strpos(n.message, $3) > 0`,
      [e.establishmentId, e.clientId, e.formerName, e.anonymizedName],
    );
  }
}
