import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CLIENT_MSG, PACKAGE_MSG, packageSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { PackageCreditsService } from './package-credits.service';
import { PackagesService } from './packages.service';

/**
 * Session packages (docs/product/packages.md), on every plan like the comanda that sells them: the catalogue is
 * management's to change; whoever opens comandas reads it and a client's packages (docs/product/roles.md).
 */
@ApiArea('Pré-pagos')
@Controller('api')
export class PackagesController {
  constructor(
    private readonly packages: PackagesService,
    private readonly credits: PackageCreditsService,
  ) {}

  @RequirePermission('checkouts.open')
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista os pacotes', response: 'PackageDto[]' })
  @Get('packages')
  list(@Auth() auth: AuthContext) {
    return this.packages.list(auth);
  }

  @RequirePermission('checkouts.open')
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lê um pacote', response: 'PackageDto' })
  @Get('packages/:id')
  get(@Auth() auth: AuthContext, @IdParam('id', PACKAGE_MSG.notFound) id: number) {
    return this.packages.get(auth, id);
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Cria um pacote', description: 'Um serviço desconhecido responde 404.', body: packageSchema, response: 'PackageDto', errors: [404] })
  @Post('packages')
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.packages.create(auth, validate(packageSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({
    summary: 'Altera um pacote',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: packageSchema,
    response: 'PackageDto',
    errors: [409],
  })
  @Put('packages/:id')
  update(@Auth() auth: AuthContext, @IdParam('id', PACKAGE_MSG.notFound) id: number, @Body() body: unknown) {
    return this.packages.update(auth, id, validate(packageSchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Tira um pacote do catálogo', description: 'Os créditos já vendidos continuam valendo até vencer.', response: 'PackageRemovedDto' })
  @Delete('packages/:id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', PACKAGE_MSG.notFound) id: number) {
    return this.packages.remove(auth, id);
  }

  @RequirePermission('checkouts.open')
  @ApiDoc({ summary: 'Lista os pacotes comprados pelo cliente', response: 'ClientPackageDto[]' })
  @Get('clients/:id/packages')
  ofClient(@Auth() auth: AuthContext, @IdParam('id', CLIENT_MSG.notFound) id: number) {
    return this.credits.forClient(auth, id);
  }
}
