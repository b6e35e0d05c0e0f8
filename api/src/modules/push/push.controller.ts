import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { PushService } from './push.service';

/** Web push: the VAPID key to subscribe with, and the caller's devices. */
@ApiArea('Conta')
@Controller('api/push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Authenticated()
  @ApiDoc({ summary: 'Lê a chave pública VAPID para assinar o push', response: 'PushPublicKeyDto' })
  @Get('public-key')
  publicKey() {
    return this.push.publicKey();
  }

  @Authenticated()
  @ApiDoc({ summary: 'Registra este aparelho para receber push', body: pushSubscriptionSchema, response: 'Success' })
  @Post('subscriptions')
  subscribe(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.push.subscribe(auth, validate(pushSubscriptionSchema, body));
  }

  @Authenticated()
  @HttpCode(200)
  @ApiDoc({ summary: 'Descadastra um aparelho do push', body: pushUnsubscribeSchema, response: 'Success' })
  @Delete('subscriptions')
  unsubscribe(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.push.unsubscribe(auth, validate(pushUnsubscribeSchema, body).endpoint);
  }
}
