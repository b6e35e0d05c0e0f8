import { Inject, Injectable } from '@nestjs/common';
import { MSG } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { randomToken, sha256 } from '../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG, pgCode } from '../../platform/database/data-source';
import { fail } from '../../platform/http/errors';
import { MailService } from '../../platform/mail/mail.service';
import { IdentityRepository } from './identity.repository';
import { IdentityService } from './identity.service';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './identity.mails';

export const EMAIL_CHANGE_TTL_MINUTES = 60;

/**
 * An e-mail change needs the current password and only takes effect through a single-use, expiring link
 * sent to the new address; the old address is told about it.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly identity: IdentityService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(auth: AuthContext, email: string, currentPassword: string): Promise<void> {
    const user = await this.identity.assertCurrentPassword(auth.userId, currentPassword);
    if (await this.repo.emailExists(email)) throw fail(409, MSG.emailTaken);
    const token = randomToken();
    await this.repo.insertEmailChange(auth.userId, email, sha256(token), EMAIL_CHANGE_TTL_MINUTES);
    const link = `${this.config.appUrl}/confirmar-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(emailChangeConfirmMail(user.name, email.toLowerCase(), link, EMAIL_CHANGE_TTL_MINUTES));
    await this.mail.send(emailChangeNoticeMail(user.name, user.email, email.toLowerCase()));
  }

  /** Applies the change once; the unique e-mail index still decides a race with a registration (409). */
  async confirm(token: string): Promise<void> {
    try {
      await this.repo.db.transaction(async (tx) => {
        const change = await this.repo.consumeEmailChange(tx, sha256(token));
        if (!change) throw fail(400, MSG.emailChangeInvalid);
        await this.repo.setEmail(change.userId, change.newEmail, tx);
      });
    } catch (error) {
      if (pgCode(error) === PG.uniqueViolation) throw fail(409, MSG.emailTaken);
      throw error;
    }
  }
}
