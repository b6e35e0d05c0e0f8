import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { INTEGRATION_MSG, integrationAppointmentSchema, integrationAvailabilityQuerySchema, n8nWebhookSchema } from '@salao/contracts';
import type { AuthContext } from '../../platform/auth/auth-context';
import { Auth, Public } from '../../platform/auth/decorators';
import { ApiArea, ApiDoc } from '../../platform/http/openapi/api-doc';
import { validate } from '../../platform/validation/validate';
import { WhatsappService } from '../whatsapp/whatsapp.service';
import { IntegrationKeyGuard } from './integration-key.guard';
import { IntegrationsService } from './integrations.service';
import { KeepsSessions } from '../../platform/auth/keeps-sessions';

const KEY_ID = 'O {id} do caminho é o do estabelecimento da chave.';

const AVAILABILITY_QUERY = [
  { name: 'date', description: 'Dia, yyyy-MM-dd.', required: true, example: '2026-03-16' },
  { name: 'staffId', description: 'Só este profissional.', type: 'integer', example: 5 },
  { name: 'serviceId', description: 'Duração usada na grade; sem ele, o primeiro serviço do profissional.', type: 'integer', example: 3 },
] as const;

/** @Public for the session guard: these authenticate by integration key (IntegrationKeyGuard), never by cookie. */
@Public()
@UseGuards(IntegrationKeyGuard)
@ApiArea('Integrações')
@Controller()
export class IntegrationsController {
  constructor(
    private readonly integrations: IntegrationsService,
    private readonly whatsapp: WhatsappService,
  ) {}

  @ApiDoc({
    auth: 'key',
    summary: 'Dados do estabelecimento: horários, serviços, profissionais e meses liberados',
    description: KEY_ID,
    response: 'IntegrationInfoDto',
    responseExample: {
      id: 9,
      name: 'Studio Bela Flor',
      phone: '(11) 98765-4321',
      address: 'Rua das Flores, 100 - Centro',
      timezone: 'America/Sao_Paulo',
      businessHours: [{ dayOfWeek: 1, isOpen: true, openTime: '08:00', closeTime: '18:00' }],
      services: [{ id: 3, name: 'Corte Feminino', duration: 60, price: '80.00' }],
      staff: [{ id: 5, name: 'Ana Souza', role: 'Cabeleireira' }],
      agendaRelease: { isActive: true, currentReleasedMonths: ['2026-03', '2026-04'] },
    },
  })
  @Get('api/n8n/establishment/:id/info')
  info(@Auth() auth: AuthContext) {
    return this.integrations.info(auth);
  }

  @ApiDoc({
    auth: 'key',
    summary: 'Horários livres de um dia (relógio do estabelecimento)',
    description: KEY_ID,
    query: AVAILABILITY_QUERY,
    response: 'IntegrationAvailabilityDto',
    responseExample: {
      date: '2026-03-16',
      timezone: 'America/Sao_Paulo',
      released: true,
      staff: [{ staffId: 5, name: 'Ana Souza', closed: false, availableTimes: ['09:00', '09:10', '14:30'] }],
    },
  })
  @Get('api/n8n/establishment/:id/availability')
  availability(@Auth() auth: AuthContext, @Query() query: unknown) {
    return this.integrations.availability(auth, validate(integrationAvailabilityQuerySchema, query));
  }

  @ApiDoc({
    auth: 'key',
    summary: "Cria um agendamento 'pending' (o dono confirma pelo sino); cliente encontrado ou criado pelo telefone",
    description:
      `${KEY_ID} dataInicio é 'yyyy-MM-ddTHH:mm:ss' no relógio do estabelecimento (ou instante ISO com fuso); a duração do serviço prevalece sobre duration. ` +
      '409: horário ocupado, mês ainda não liberado pela política de agenda, ou estabelecimento sem receber agendamentos.',
    body: integrationAppointmentSchema,
    response: 'IntegrationAppointmentDto',
    errors: [409],
    bodyExample: {
      clientData: { name: 'Maria Oliveira', phone: '(11) 91234-5678', email: 'maria@exemplo.com', notes: 'Cliente veio pelo WhatsApp' },
      appointmentData: {
        staffId: 5,
        serviceId: 3,
        dataInicio: '2026-03-16T14:00:00',
        dataFim: '2026-03-16T15:00:00',
        duration: 60,
        notes: 'Prefere franja curta',
      },
    },
    responseExample: {
      id: 120,
      status: 'pending',
      clientId: 44,
      staffId: 5,
      serviceId: 3,
      dataInicio: '2026-03-16T14:00:00',
      dataFim: '2026-03-16T15:00:00',
      duration: 60,
      message: INTEGRATION_MSG.created,
    },
  })
  @KeepsSessions()
  @Post('api/n8n/establishment/:id/appointment')
  book(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.integrations.book(auth, validate(integrationAppointmentSchema, body));
  }

  /** The automation tool reports QR codes and instance data of the establishment (docs/product/api.md). */
  @ApiDoc({
    auth: 'key',
    summary: 'O n8n informa QR Code e dados da instância do WhatsApp',
    body: n8nWebhookSchema,
    response: 'Success',
    bodyExample: {
      establishment_id: 9,
      update_type: 'qrcode',
      qrcode_base64: 'iVBORw0KGgo…',
      instance_id: 'studio-bela-flor',
      establishment_name: 'Studio Bela Flor',
    },
    responseExample: { success: true },
  })
  @HttpCode(200)
  @Post('webhook/n8n-data')
  webhook(@Auth() auth: AuthContext, @Body() body: unknown) {
    return this.whatsapp.receiveWebhook(auth, validate(n8nWebhookSchema, body));
  }
}
