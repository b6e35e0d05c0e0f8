import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { STAFF_BLOCK_MSG, staffBlockDeleteQuerySchema, staffBlockSchema, staffBlocksQuerySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { BlocksService } from './blocks.service';

/**
 * A professional's time blocks (docs/product/states.md 'Time blocks'): management for anyone, a staff member
 * for herself; the service decides (mayManageBlocksOf), so the routes take any session.
 */
@ApiArea('Agenda')
@Controller('api/staff/:id/blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Authenticated()
  @ApiDoc({
    summary: 'Lista as ocorrências dos bloqueios de um profissional num período',
    description: 'A gerência vê os de qualquer profissional; um colaborador, só os seus (403).',
    query: staffBlocksQuerySchema,
    response: 'StaffBlockOccurrenceDto[]',
    errors: [403],
  })
  @Get()
  list(@Auth() auth: AuthContext, @IdParam() id: number, @Query() query: unknown) {
    return this.blocks.list(auth, id, validate(staffBlocksQuerySchema, query));
  }

  @Authenticated()
  @ApiDoc({
    summary: 'Cria um bloqueio de horário de um profissional',
    description: 'A gerência bloqueia qualquer profissional; um colaborador, só a si mesmo (403).',
    body: staffBlockSchema,
    response: 'StaffBlockDto',
    errors: [403],
  })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.blocks.create(auth, id, validate(staffBlockSchema, body));
  }

  @Authenticated()
  @ApiDoc({ summary: 'Exclui um bloqueio, ou só uma ocorrência dele com `date`', query: staffBlockDeleteQuerySchema, response: 'Message', errors: [403] })
  @Delete(':blockId')
  remove(@Auth() auth: AuthContext, @IdParam() id: number, @IdParam('blockId', STAFF_BLOCK_MSG.notFound) blockId: number, @Query() query: unknown) {
    return this.blocks.remove(auth, id, blockId, validate(staffBlockDeleteQuerySchema, query).date);
  }
}
