import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { sendTextSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, RequirePermission } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { WhatsappService } from './whatsapp.service';

@ApiArea('Integrações')
@Controller('api')
export class WhatsappController {
  constructor(private readonly whatsapp: WhatsappService) {}

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lista as conexões de WhatsApp do estabelecimento', response: 'EvolutionConnectionDto[]' })
  @Get('evolution-connections')
  connections(@Auth() auth: AuthContext) {
    return this.whatsapp.connections(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Consulta o estado da conexão do WhatsApp', response: 'WhatsappConnectionStatusDto' })
  @Get('evolution/connection-status')
  status(@Auth() auth: AuthContext) {
    return this.whatsapp.status(auth);
  }

  @RequirePermission('settings.editBusiness')
  @ApiDoc({ summary: 'Lê os dados da instância para a automação', response: 'WebhookDataDto' })
  @Get('evolution/webhook-data')
  webhookData(@Auth() auth: AuthContext) {
    return this.whatsapp.webhookData(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Gera o QR Code para conectar o WhatsApp',
    description: '400: o estabelecimento não tem nome; 409: o WhatsApp não está configurado no servidor ou já está conectado; 502: a Evolution API falhou.',
    response: 'QrCodeDto',
    errors: [400, 409, 502],
  })
  @Post('evolution/qrcode')
  qrcode(@Auth() auth: AuthContext) {
    return this.whatsapp.generateQr(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @ApiDoc({ summary: 'Desconecta o WhatsApp', response: 'Success', errors: [409, 502] })
  @Post('evolution/logout')
  logout(@Auth() auth: AuthContext) {
    return this.whatsapp.logout(auth);
  }

  @RequirePermission('settings.editBusiness')
  @HttpCode(200)
  @ApiDoc({
    summary: 'Envia uma mensagem de texto pelo WhatsApp',
    description: '409: o WhatsApp não está configurado ou conectado; 502: a Evolution API falhou.',
    body: sendTextSchema,
    response: 'Success',
    errors: [409, 502],
  })
  @Post('evolution/send-text')
  sendText(@Auth() auth: AuthContext, @Body() body: unknown) {
    const { number, text } = validate(sendTextSchema, body);
    return this.whatsapp.sendText(auth, number, text);
  }
}
