import { Controller, Get, Patch } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Authenticated } from '../../platform/auth/decorators';
import { IdParam } from '../../platform/http/id-param';
import { NotificationsService } from './notifications.service';

/** Management reads the establishment's bell; a staff user only notifications addressed to them. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Authenticated()
  @Get()
  list(@Auth() auth: AuthContext) {
    return this.notifications.list(auth);
  }

  @Authenticated()
  @Get('unread')
  unread(@Auth() auth: AuthContext) {
    return this.notifications.list(auth, true);
  }

  @Authenticated()
  @Patch(':id/read')
  markRead(@Auth() auth: AuthContext, @IdParam() id: number) {
    return this.notifications.markRead(auth, id);
  }
}
