import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { serviceWriteSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { ServicesService } from './services.service';

@ApiArea('Serviços')
@Controller('api/services')
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @RequirePermission('services.manage')
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista os serviços', response: 'ServiceDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.services.list(auth);
  }

  /** Everyone logged in: staff book appointments too. */
  @Authenticated()
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista os serviços para escolher num agendamento', response: 'ServiceDto[]' })
  @Get('list')
  listForBooking(@Auth() auth: AuthContext) {
    return this.services.list(auth);
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Cria um serviço', body: serviceWriteSchema, response: 'ServiceDto' })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.services.create(auth, validate(serviceWriteSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({
    summary: 'Altera um serviço',
    description: 'Envie a `version` lida; 409 quando outra pessoa alterou o serviço antes.',
    body: serviceWriteSchema,
    response: 'ServiceDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam() id: number, @Body() body: unknown) {
    return this.services.update(auth, id, validate(serviceWriteSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Exclui um serviço', description: 'Agendamentos passados continuam mostrando o serviço.', response: 'Message' })
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.services.remove(auth, id);
  }
}
