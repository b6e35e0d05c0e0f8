import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { PRODUCT_MSG, productSchema, saleSchema, stockTransferSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan, Scope } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { ProductsService } from './products.service';
import { StockTransfersService } from './stock-transfers.service';

/** Stock is management's, on plan Expert (docs/product/roles.md). */
@RequirePlan('inventory')
@ApiArea('Estoque')
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly transfers: StockTransfersService,
  ) {}

  @RequirePermission('inventory.view')
  @Scope('catalog:read')
  @ApiDoc({ summary: 'Lista os produtos', response: 'ProductDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.products.list(auth);
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Cadastra um produto', body: productSchema, response: 'ProductDto' })
  @Post()
  create(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.products.create(auth, validate(productSchema, body));
  }

  @RequirePermission('products.manage')
  @ApiDoc({
    summary: 'Registra uma venda de produtos fora da comanda',
    description: '409 quando a venda passa do estoque; um produto ou cliente desconhecido responde 404.',
    body: saleSchema,
    response: 'SaleResult',
    errors: [404, 409],
  })
  @Post('sell')
  @HttpCode(200)
  sell(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.products.sell(auth, validate(saleSchema, body));
  }

  /** Units sent to another unit of the network (docs/product/units.md, 'Stock transfers'): answers this product after it. */
  @RequirePermission('products.manage')
  @ApiDoc({
    summary: 'Transfere unidades do produto para outra unidade da rede',
    description: 'Responde o produto desta unidade depois da transferência; 409 quando falta estoque aqui ou o estoque lá passaria do máximo.',
    body: stockTransferSchema,
    response: 'ProductDto',
    errors: [409],
  })
  @Post(':id/transfer')
  @HttpCode(200)
  transfer(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.transfers.transfer(auth, id, validate(stockTransferSchema, body));
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @ApiDoc({
    summary: 'Altera um produto',
    description: 'Com `version`, uma versão desatualizada responde 409 (`stale_version`) e nada é gravado.',
    body: productSchema,
    response: 'ProductDto',
    errors: [409],
  })
  @Put(':id')
  update(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.products.update(auth, id, validate(productSchema, body));
  }

  @RequirePermission('products.manage')
  @Scope('catalog:write')
  @ApiDoc({ summary: 'Exclui um produto', response: 'ProductRemovedDto' })
  @Delete(':id')
  @HttpCode(200)
  remove(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number) {
    return this.products.remove(auth, id);
  }
}
