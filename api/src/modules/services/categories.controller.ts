import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { serviceCategorySchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated, RequirePermission, Scope } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { IdParam } from '../../platform/http/id-param';
import { CategoriesService } from './categories.service';

@Controller('api/service-categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Authenticated()
  @Scope('catalog:read')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.categories.list(auth);
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @Post()
  @HttpCode(201)
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.categories.create(auth, validate(serviceCategorySchema, body));
  }

  @RequirePermission('services.manage')
  @Scope('catalog:write')
  @Delete(':id')
  remove(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.categories.remove(auth, id);
  }
}
