import { Injectable } from '@nestjs/common';
import { ianaZone, isManagement, type NotificationDto } from '@salao/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { returnedRows } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';

export interface NewNotification {
  establishmentId: number;
  /** null: for the establishment's management (the bell); otherwise one user. */
  userId: number | null;
  type: string;
  title: string;
  message: string;
  appointmentId: number | null;
}

const LIST_LIMIT = 50;

@Injectable()
export class NotificationsService {
  constructor(private readonly db: DataSource) {}

  /** Latest first: the management's shared notifications plus the caller's own. createdAt on the establishment's wall clock. */
  list(auth: AuthContext, unreadOnly = false): Promise<NotificationDto[]> {
    return this.db.query(
      `SELECT id, type, title, message, appointment_id AS "appointmentId",
              to_char(created_at AT TIME ZONE $3, 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM notifications
        WHERE establishment_id = $1 AND (user_id = $2 OR ($4 AND user_id IS NULL)) ${unreadOnly ? 'AND read_at IS NULL' : ''}
        ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`,
      [auth.establishmentId, auth.userId, ianaZone(auth.timezone), isManagement(auth.role)],
    );
  }

  async markRead(auth: AuthContext, id: number): Promise<{ id: number; read: true }> {
    const rows = returnedRows(
      await this.db.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = $1 AND establishment_id = $2 AND (user_id = $3 OR ($4 AND user_id IS NULL)) RETURNING id`,
        [id, auth.establishmentId, auth.userId, isManagement(auth.role)],
      ),
    );
    if (!rows.length) throw fail(404, 'Notificação não encontrada.');
    return { id, read: true };
  }

  /** Written inside the caller's transaction, so a notification exists only if what it announces does. */
  async raise(tx: EntityManager, n: NewNotification): Promise<number> {
    const [row] = await tx.query(
      `INSERT INTO notifications (establishment_id, user_id, type, title, message, appointment_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [n.establishmentId, n.userId, n.type, n.title, n.message, n.appointmentId],
    );
    return row.id;
  }
}
