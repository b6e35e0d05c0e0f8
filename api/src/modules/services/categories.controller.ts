import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { serviceCategorySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { CategoriesService } from './categories.service';

@ApiArea('Serviços')
@Controller('api/service-categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Authenticated()
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista as categorias de serviço', response: 'ServiceCategoryDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.categories.list(auth);
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({
    summary: 'Cria uma categoria de serviço',
    description: 'Responde 409 quando já existe uma categoria com o mesmo nome.',
    body: serviceCategorySchema,
    response: 'ServiceCategoryDto',
    errors: [409],
  })
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.categories.create(auth, validate(serviceCategorySchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Exclui uma categoria de serviço', description: "Os serviços dela ficam, em 'Sem categoria'.", response: 'Message' })
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.categories.remove(auth, id);
  }
}
