import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobsService } from '../jobs/jobs.service';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Build it with the html`` tag of ./html, which escapes every interpolated value. */
  html?: string;
  /** Files sent along (a comanda's receipt PDF), kept in the outbox until delivered. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

const DELIVER = 'mail.deliver';

/**
 * Every e-mail is written to the outbox table (operators read it with `npm run cli -- outbox`); with
 * SMTP_URL its delivery is a job (retried, survives restarts) that marks the row sent or failed.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // nodemailer loads only where SMTP is configured (docs/architecture.md, 'Start-up cost').
    this.transport = config.smtpUrl ? (require('nodemailer') as typeof import('nodemailer')).createTransport(config.smtpUrl) : null;
    // Only instances that can deliver take delivery jobs.
    if (this.transport) this.jobs.work<{ id: number }>(DELIVER, ({ id }) => this.deliver(id), { retryLimit: 5, retryDelaySeconds: 30, concurrency: 4 });
  }

  async send(message: MailMessage): Promise<number> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO outbox_emails (to_address, subject, text_body, html_body, attachments) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
      [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(message.attachments ?? [])],
    );
    const id = rows[0]!.id;
    if (this.transport) await this.jobs.enqueue(DELIVER, { id });
    return id;
  }

  // After the jobs module stopped (onModuleDestroy), so no delivery is cut short.
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private async deliver(id: number): Promise<void> {
    const rows: { to: string; subject: string; text: string; html: string | null; attachments: MailAttachment[]; sent: boolean }[] = await this.db.query(
      `SELECT to_address AS "to", subject, text_body AS "text", html_body AS "html", attachments, sent_at IS NOT NULL AS sent FROM outbox_emails WHERE id = $1`,
      [id],
    );
    const mail = rows[0];
    if (!mail || mail.sent) return;
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: 'base64' })),
      });
      await this.db.query(`UPDATE outbox_emails SET sent_at = now(), error = NULL WHERE id = $1`, [id]);
    } catch (error) {
      await this.db.query(`UPDATE outbox_emails SET error = $2 WHERE id = $1`, [id, (error as Error).message]);
      throw error;
    }
  }
}
