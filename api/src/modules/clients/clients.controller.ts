import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CLIENT_FILTERS, CLIENT_MSG, clientMergeSchema, clientSchema, cursorQuerySchema, isClientFilter } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { ClientExportService } from './client-export.service';
import { ClientMergeService } from './client-merge.service';
import { ClientProfileService } from './client-profile.service';
import { ClientsService } from './clients.service';

function listQuery(search: unknown, filter: unknown) {
  return { search: typeof search === 'string' ? search : undefined, filter: isClientFilter(filter) ? filter : undefined };
}

const LIST_QUERY = [
  { name: 'search', description: 'Parte do nome, do telefone (só dígitos) ou do e-mail.' },
  { name: 'filter', description: 'Recorte da lista.', enum: CLIENT_FILTERS },
  { name: 'after', description: 'Página por cursor: o id do último cliente recebido (0 para começar).', type: 'integer' },
  { name: 'limit', description: 'Itens por página de cursor (1 a 200, padrão 50).', type: 'integer' },
] as const;

@ApiArea('Clientes')
@Controller('api/clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly exports: ClientExportService,
    private readonly merges: ClientMergeService,
    private readonly profiles: ClientProfileService,
  ) {}

  @RequirePermission('clients.manage')
  @Scope('clients:read')
  @ApiDoc({ summary: 'Lista os clientes', query: LIST_QUERY, response: 'ClientDto[] | ClientCursorPage' })
  @Get()
  list(@Auth() auth: AuthContext, @Query() query: Record<string, unknown> = {}) {
    const filters = listQuery(query.search, query.filter);
    if (query.after === undefined) return this.clients.list(auth, filters);
    const { after, limit } = validate(cursorQuerySchema, { after: query.after, limit: query.limit });
    return this.clients.cursorList(auth, filters, after!, limit);
  }

  /** Everyone logged in books appointments, so everyone may pick a client (docs/product/roles.md: non-admins load /list). */
  @Authenticated()
  @Scope('clients:read')
  @ApiDoc({ summary: 'Lista os clientes para escolher num agendamento', query: [LIST_QUERY[0]], response: 'ClientDto[]' })
  @Get('list')
  pickList(@Auth() auth: AuthContext, @Query('search') search?: unknown) {
    return this.clients.list(auth, listQuery(search, 'all'));
  }

  @RequirePermission('clients.manage')
  @Scope('clients:read')
  @ApiDoc({ summary: 'Lê um cliente', response: 'ClientDto' })
  @Get(':id')
  get(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.clients.get(auth, id);
  }

  /** The client's page (docs/product/entities.md 'Client profile'): whoever may read the client may read it. */
  @RequirePermission('clients.manage')
  @Scope('clients:read')
  @ApiDoc({ summary: 'Perfil do cliente: visitas, fidelidade, produtos e números', response: 'ClientProfileDto' })
  @Get(':id/profile')
  profile(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.profiles.profile(auth, id);
  }

  @RequirePermission('clients.manage')
  @Scope('clients:write')
  @ApiDoc({ summary: 'Cadastra um cliente', body: clientSchema, response: 'ClientDto', errors: [409] })
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.clients.create(auth, validate(clientSchema, body));
  }

  @RequirePermission('clients.manage')
  @Scope('clients:write')
  @ApiDoc({ summary: 'Altera um cliente', body: clientSchema, response: 'ClientDto', errors: [409] })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.clients.update(auth, id, validate(clientSchema, body));
  }

  @RequirePermission('clients.manage')
  @Scope('clients:write')
  @ApiDoc({ summary: 'Exclui um cliente', response: 'Success' })
  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.clients.remove(auth, id);
  }

  /** LGPD: everything held about the client, for the client. */
  @RequirePermission('clients.privacy')
  @ApiDoc({ summary: 'Exporta tudo o que se guarda do cliente (LGPD)', response: 'ClientExportDto' })
  @Get(':id/export')
  export(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.exports.export(auth, id);
  }

  /** LGPD: personal data erased for good, visits and money kept. */
  @RequirePermission('clients.privacy')
  @ApiDoc({ summary: 'Anonimiza o cliente para sempre (LGPD), mantendo visitas e valores', response: 'ClientDto' })
  @Post(':id/anonymize')
  @HttpCode(200)
  anonymize(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.clients.anonymize(auth, id);
  }

  /** Two records of one person become {id} (docs/product/entities.md 'Client merge'): owner only, like the LGPD actions. */
  @RequirePermission('clients.privacy')
  @ApiDoc({ summary: 'Mescla outro cadastro da mesma pessoa neste', body: clientMergeSchema, response: 'ClientDto', errors: [409] })
  @Post(':id/merge')
  @HttpCode(200)
  merge(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.merges.merge(auth, id, validate(clientMergeSchema, body).sourceClientId);
  }
}
