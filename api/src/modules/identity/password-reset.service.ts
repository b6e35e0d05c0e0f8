import { Inject, Injectable } from '@nestjs/common';
import { MSG, type ResetTokenCheckDto } from '@salao/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { fail } from '../../platform/http/errors';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailService } from '../../platform/mail/mail.service';
import { RateCounter } from '../../platform/auth/rate-counter';
import { SessionService } from '../../platform/auth/session.service';
import { hashPassword, randomToken, sha256 } from '../../platform/auth/tokens';
import { IdentityRepository } from './identity.repository';
import { passwordResetMail } from './identity.mails';

export const RESET_TTL_MINUTES = 60;
const SEND_RESET_LINK = 'identity.password-reset';

/** Single-use, expiring reset links; only the token's hash is stored. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly mail: MailService,
    private readonly jobs: JobsService,
    private readonly sessions: SessionService,
    private readonly counter: RateCounter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.jobs.work<{ email: string }>(SEND_RESET_LINK, ({ email }) => this.sendLink(email), { concurrency: 4 });
  }

  /**
   * Only enqueues: the lookup, the token and the e-mail happen in a job, so the answer takes the same time
   * whether or not the e-mail has an account (callers must not learn who has one). Past the hourly limits per
   * e-mail and per client address nothing is sent, and the caller gets the same answer: a mailbox cannot be
   * flooded, and the limit tells nothing either.
   */
  async request(email: string, ip: string): Promise<void> {
    const { forgotPasswordPerEmail, forgotPasswordPerAddress } = this.config.limits;
    const [byEmail, byAddress] = await Promise.all([
      this.counter.hit('forgot-password.email', email.trim().toLowerCase(), 60),
      this.counter.hit('forgot-password.address', ip, 60),
    ]);
    if (byEmail > forgotPasswordPerEmail || byAddress > forgotPasswordPerAddress) return;
    await this.jobs.enqueue(SEND_RESET_LINK, { email });
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.repo.activeUserByEmail(email);
    if (!user) return;
    const token = randomToken();
    await this.repo.insertReset(user.id, sha256(token), RESET_TTL_MINUTES);
    // The configured origin, never the request's Host: a forged Host must not end up in the victim's link.
    const link = `${this.config.appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
    await this.mail.send(passwordResetMail(user, link, RESET_TTL_MINUTES));
  }

  /** The e-mail behind a live token, or 400 'Este link de redefinição expirou ou é inválido'. */
  async check(token: string): Promise<ResetTokenCheckDto> {
    const email = await this.repo.liveResetEmail(sha256(token));
    if (!email) throw fail(400, MSG.resetInvalid);
    return { email };
  }

  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const ended = await this.repo.db.transaction(async (tx) => {
      const userId = await this.repo.consumeReset(tx, sha256(token));
      if (userId === undefined) throw fail(400, MSG.resetInvalid);
      await this.repo.setPasswordHash(userId, passwordHash, tx);
      return this.sessions.deleteForUsers(tx, [userId]);
    });
    this.sessions.announceEnded(ended);
  }
}
