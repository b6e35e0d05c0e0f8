import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { integrationAppointmentSchema, integrationAvailabilityQuerySchema, n8nWebhookSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Public } from '../../platform/auth/decorators';
import { validate } from '../../platform/validation/validate';
import { WhatsappService } from '../whatsapp/whatsapp.service';
import { IntegrationKeyGuard } from './integration-key.guard';
import { AppointmentDoc, AvailabilityDoc, InfoDoc, IntegrationApi, WebhookDoc } from './integrations.openapi';
import { IntegrationsService } from './integrations.service';

/** @Public for the session guard: these authenticate by integration key (IntegrationKeyGuard), never by cookie. */
@Public()
@UseGuards(IntegrationKeyGuard)
@IntegrationApi()
@Controller()
export class IntegrationsController {
  constructor(
    private readonly integrations: IntegrationsService,
    private readonly whatsapp: WhatsappService,
  ) {}

  @InfoDoc()
  @Get('api/n8n/establishment/:id/info')
  info(@Auth() auth: AuthContext) {
    return this.integrations.info(auth);
  }

  @AvailabilityDoc()
  @Get('api/n8n/establishment/:id/availability')
  availability(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.integrations.availability(auth, validate(integrationAvailabilityQuerySchema, query));
  }

  @AppointmentDoc()
  @Post('api/n8n/establishment/:id/appointment')
  book(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.integrations.book(auth, validate(integrationAppointmentSchema, body));
  }

  /** The automation tool reports QR codes and instance data of the establishment (docs/product/api.md). */
  @WebhookDoc()
  @HttpCode(200)
  @Post('webhook/n8n-data')
  webhook(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.whatsapp.receiveWebhook(auth, validate(n8nWebhookSchema, body));
  }
}
