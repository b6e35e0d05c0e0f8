import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { PRODUCT_MSG, stockMovementPageSchema, stockMovementSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission, RequirePlan } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { IdParam } from '../../platform/http/id-param';
import { validate } from '../../platform/validation/validate';
import { StockMovementsService } from './stock-movements.service';

/** A product's stock ledger: read with the inventory, written by whoever manages products; plan Expert. */
@RequirePlan('inventory')
@ApiArea('Estoque')
@Controller('api/products/:id/movements')
export class StockMovementsController {
  constructor(private readonly movements: StockMovementsService) {}

  @RequirePermission('inventory.view')
  @ApiDoc({ summary: 'Lista os movimentos de estoque do produto', query: stockMovementPageSchema, response: 'StockMovementPage' })
  @Get()
  list(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Query() query: unknown) {
    return this.movements.list(auth, id, validate(stockMovementPageSchema, query ?? {}));
  }

  @RequirePermission('products.manage')
  @ApiDoc({
    summary: 'Registra um movimento de estoque do produto',
    description: '409 quando o estoque ficaria negativo ou passaria do máximo.',
    body: stockMovementSchema,
    response: 'StockMovementResult',
    errors: [409],
  })
  @Post()
  create(@Auth() auth: AuthContext, @IdParam('id', PRODUCT_MSG.notFound) id: number, @Body() body: unknown) {
    return this.movements.move(auth, id, validate(stockMovementSchema, body));
  }
}
