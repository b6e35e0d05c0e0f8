import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Failed logins per account and per address, counted in PostgreSQL so every API instance agrees. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;
export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.';

@Injectable()
export class LoginThrottleService {
  constructor(private readonly db: DataSource) {}

  async isBlocked(email: string, ip: string): Promise<boolean> {
    const rows: { account: number; address: number }[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS account, count(*) FILTER (WHERE ip = $2)::int AS address
         FROM login_failures
        WHERE at > now() - make_interval(mins => $3) AND (email = $1 OR ip = $2)`,
      [email, ip, LOGIN_LIMITS.windowMinutes],
    );
    const { account, address } = rows[0]!;
    return account >= LOGIN_LIMITS.perAccount || address >= LOGIN_LIMITS.perAddress;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.db.query(`INSERT INTO login_failures (email, ip) VALUES ($1, $2)`, [email, ip]);
    // Old rows are useless; trimming here keeps the table small without a scheduler.
    await this.db.query(`DELETE FROM login_failures WHERE at < now() - interval '1 day'`);
  }

  async clear(email: string): Promise<void> {
    await this.db.query(`DELETE FROM login_failures WHERE email = $1`, [email]);
  }
}
