import { Controller, Get, Patch } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { NotificationsService } from './notifications.service';

/** Management reads the establishment's bell; a staff user only notifications addressed to them. */
@ApiArea('Conta')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Authenticated()
  @ApiDoc({ summary: 'Lista as notificações', response: 'NotificationDto[]' })
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.notifications.list(auth);
  }

  @Authenticated()
  @ApiDoc({ summary: 'Lista as notificações não lidas', response: 'NotificationDto[]' })
  @Get('unread')
  unread(@Auth() auth: AuthContext) {
    return this.notifications.list(auth, true);
  }

  @Authenticated()
  @ApiDoc({ summary: 'Marca uma notificação como lida', response: 'NotificationReadDto' })
  @Patch(':id/read')
  markRead(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.notifications.markRead(auth, id);
  }
}
