import { Controller, Get, Res } from '@nestjs/common';
import type { HealthDto } from '@salao/contracts';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { ApiArea, ApiDoc } from '../http/openapi/api-doc';

/** 200 while PostgreSQL answers, 503 while it does not; recovers by itself (the pool reconnects). */
@ApiArea('Sistema')
@Controller('api/health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  @Public()
  @ApiDoc({
    summary: 'Informa a saúde do serviço e do banco de dados',
    description: '503 com status degraded enquanto o PostgreSQL não responde; volta sozinho.',
    response: 'HealthDto',
    errors: [503],
  })
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
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
