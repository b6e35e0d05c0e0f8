import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';

/** 200 while PostgreSQL answers, 503 while it does not; recovers by itself (the pool reconnects). */
@Controller('api/health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: string; database: string }> {
    const up = await Promise.race([
      this.db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
    if (!up) reply.status(503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
  }
}
