import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every e-mail is written to the outbox table (operators read it with `npm run cli -- outbox`);
 * with SMTP_URL it is also delivered over SMTP, in the background, and marked sent or failed.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<number> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO outbox_emails (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [message.to, message.subject, message.text, message.html ?? null],
    );
    const id = rows[0]!.id;
    if (this.transport) {
      const delivery = this.deliver(id, message).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
    return id;
  }

  /** Resolves when every delivery started so far has finished (tests and shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }

  private async deliver(id: number, message: MailMessage): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.config.mailFrom, ...message });
      await this.db.query(`UPDATE outbox_emails SET sent_at = now(), error = NULL WHERE id = $1`, [id]);
    } catch (error) {
      this.logger.warn(`SMTP delivery of e-mail ${id} failed: ${(error as Error).message}`);
      await this.db.query(`UPDATE outbox_emails SET error = $2 WHERE id = $1`, [id, (error as Error).message]).catch(() => undefined);
    }
  }
}
