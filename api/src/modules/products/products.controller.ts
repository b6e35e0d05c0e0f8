import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { PRODUCT_MSG, productSchema, saleSchema, stockTransferSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ProductsService } from './products.service';
import { StockTransfersService } from './stock-transfers.service';

/** Stock is management's, on plan Expert (docs/product/roles.md). */
@RequirePlan('inventory')
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly transfers: StockTransfersService,
  ) {}

  @RequirePermission('inventory.view')
  @Scope('catalog:read')
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.products.list(auth);
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.products.create(auth, validate(productSchema, body));
  }

  @RequirePermission('products.manage')
  @Post('sell')
  @HttpCode(200)
  sell(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.products.sell(auth, validate(saleSchema, body));
  }

  /** Units sent to another unit of the network (docs/product/units.md, 'Stock transfers'): answers this product after it. */
  @RequirePermission('products.manage')
  @Post(':id/transfer')
  @HttpCode(200)
  transfer(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.transfers.transfer(auth, id, validate(stockTransferSchema, body));
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.products.update(auth, id, validate(productSchema, body));
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number) {
    return this.products.remove(auth, id);
  }
}
