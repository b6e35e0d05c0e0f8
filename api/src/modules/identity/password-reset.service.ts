import { Injectable } from '@nestjs/common';
import { MSG } from '@salao/contracts';
import { DataSource } from 'typeorm';
import { fail } from '../../platform/http/errors';
import { returnedRows } from '../../platform/database/data-source';
import { MailService } from '../../platform/mail/mail.service';
import { hashPassword, randomToken, sha256 } from '../../platform/auth/tokens';

export const RESET_TTL_MINUTES = 60;

/** Single-use, expiring reset links; only the token's hash is stored. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  /** Same answer whether or not the e-mail exists: callers must not learn who has an account. */
  async request(email: string, baseUrl: string): Promise<void> {
    const users: { id: number; name: string; email: string }[] = await this.db.query(
      `SELECT id, name, email FROM users WHERE lower(email) = lower($1) AND is_active`,
      [email],
    );
    const user = users[0];
    if (!user) return;
    const token = randomToken();
    await this.db.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [user.id, sha256(token), RESET_TTL_MINUTES],
    );
    const link = `${baseUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: user.email,
      subject: 'Salão: redefinição de senha',
      text: `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir sua senha. Acesse o link abaixo (válido por ${RESET_TTL_MINUTES} minutos):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`,
      html: `<p>Olá, ${escapeHtml(user.name)}!</p><p>Recebemos um pedido para redefinir sua senha. O link vale por ${RESET_TTL_MINUTES} minutos:</p><p><a href="${link}">Redefinir minha senha</a></p><p>Se você não pediu, ignore este e-mail.</p>`,
    });
  }

  /** The e-mail behind a live token, or 400 'Este link de redefinição expirou ou é inválido'. */
  async check(token: string): Promise<{ email: string }> {
    const rows: { email: string }[] = await this.db.query(
      `SELECT u.email FROM password_resets r JOIN users u ON u.id = r.user_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
      [sha256(token)],
    );
    if (!rows[0]) throw fail(400, MSG.resetInvalid);
    return { email: rows[0].email };
  }

  async reset(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      // The conditional update is the single-use guarantee: two concurrent uses, one row updated.
      const used = returnedRows<{ user_id: number }>(
        await tx.query(
          `UPDATE password_resets SET used_at = now()
            WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [sha256(token)],
        ),
      );
      const row = used[0];
      if (!row) throw fail(400, MSG.resetInvalid);
      await tx.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [row.user_id, passwordHash]);
      await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [row.user_id]);
      await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [row.user_id]);
    });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
