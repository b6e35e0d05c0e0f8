import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { sendTextSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { WhatsappService } from './whatsapp.service';

@Controller('api')
export class WhatsappController {
  constructor(private readonly whatsapp: WhatsappService) {}

  @RequirePermission('settings.editBusiness')
  @Get('evolution-connections')
  connections(@Auth() auth: AuthContext) {
    return this.whatsapp.connections(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Get('evolution/connection-status')
  status(@Auth() auth: AuthContext) {
    return this.whatsapp.status(auth);
  }

  @RequirePermission('settings.editBusiness')
  @Get('evolution/webhook-data')
  webhookData(@Auth() auth: AuthContext) {
    return this.whatsapp.webhookData(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @Post('evolution/qrcode')
  qrcode(@Auth() auth: AuthContext) {
    return this.whatsapp.generateQr(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @Post('evolution/logout')
  logout(@Auth() auth: AuthContext) {
    return this.whatsapp.logout(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @Post('evolution/send-text')
  sendText(@Auth() auth: AuthContext, @Body() body: unknown) {
    const { number, text } = validate(sendTextSchema, body);
    return this.whatsapp.sendText(auth, number, text);
  }
}
