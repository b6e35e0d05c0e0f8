import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AGENDA_RELEASE_MSG, INTEGRATION_MSG, INTEGRATION_SCOPE_MSG, INTEGRATION_SCOPES } from '@salao/contracts';

/** OpenAPI of the integration API: hand-written schemas and pt-BR examples (the controllers validate with yup). */
const error = (message: string) => ({ schema: { type: 'object', properties: { message: { type: 'string' } } }, example: { message } });

export const IntegrationApi = () =>
  applyDecorators(
    ApiTags('Integração (n8n)'),
    ApiBearerAuth('chave'),
    ApiSecurity('x-api-key'),
    ApiResponse({ status: 401, description: 'Sem chave, chave inválida ou revogada', content: { 'application/json': error(INTEGRATION_MSG.missingKey) } }),
    ApiResponse({ status: 403, description: 'A chave é de outro estabelecimento', content: { 'application/json': error(INTEGRATION_MSG.wrongEstablishment) } }),
    ApiResponse({ status: 429, description: 'Limite de requisições por minuto da chave', content: { 'application/json': error(INTEGRATION_MSG.rateLimited) } }),
  );

const idParam = ApiParam({ name: 'id', description: 'Id do estabelecimento (o da chave)', example: 9 });

export const InfoDoc = () =>
  applyDecorators(
    ApiOperation({ summary: 'Dados do estabelecimento: horários, serviços, profissionais e meses liberados' }),
    idParam,
    ApiResponse({
      status: 200,
      content: {
        'application/json': {
          example: {
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
        },
      },
    }),
  );

export const AvailabilityDoc = () =>
  applyDecorators(
    ApiOperation({ summary: 'Horários livres de um dia (relógio do estabelecimento)' }),
    idParam,
    ApiQuery({ name: 'date', required: true, example: '2026-03-16', description: 'yyyy-MM-dd' }),
    ApiQuery({ name: 'staffId', required: false, example: 5 }),
    ApiQuery({ name: 'serviceId', required: false, example: 3, description: 'Duração usada na grade; sem ele, o primeiro serviço do profissional' }),
    ApiResponse({
      status: 200,
      content: {
        'application/json': {
          example: {
            date: '2026-03-16',
            timezone: 'America/Sao_Paulo',
            released: true,
            staff: [{ staffId: 5, name: 'Ana Souza', closed: false, availableTimes: ['09:00', '09:10', '14:30'] }],
          },
        },
      },
    }),
    ApiResponse({ status: 400, content: { 'application/json': error(INTEGRATION_MSG.date) } }),
  );

export const AppointmentDoc = () =>
  applyDecorators(
    ApiOperation({ summary: "Cria um agendamento 'pending' (o dono confirma pelo sino); cliente encontrado ou criado pelo telefone" }),
    idParam,
    ApiBody({
      schema: {
        type: 'object',
        required: ['clientData', 'appointmentData'],
        properties: {
          clientData: {
            type: 'object',
            required: ['name', 'phone'],
            properties: { name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' }, notes: { type: 'string' } },
          },
          appointmentData: {
            type: 'object',
            required: ['staffId', 'serviceId', 'dataInicio'],
            properties: {
              staffId: { type: 'integer' },
              serviceId: { type: 'integer' },
              dataInicio: { type: 'string', description: "'yyyy-MM-ddTHH:mm:ss' no relógio do estabelecimento, ou instante ISO com fuso" },
              dataFim: { type: 'string' },
              duration: { type: 'integer', description: 'Minutos; a duração do serviço prevalece' },
              notes: { type: 'string' },
            },
          },
        },
      },
      examples: {
        agendamento: {
          summary: 'Corte na segunda às 14h',
          value: {
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
        },
      },
    }),
    ApiResponse({
      status: 201,
      content: {
        'application/json': {
          example: {
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
        },
      },
    }),
    ApiResponse({ status: 400, description: 'Dados inválidos ou fora das regras do dia', content: { 'application/json': error(INTEGRATION_MSG.dataInicio) } }),
    ApiResponse({
      status: 409,
      description: 'Horário ocupado, ou mês ainda não liberado pela política de agenda',
      content: { 'application/json': error(AGENDA_RELEASE_MSG.notReleased) },
    }),
  );

export const WebhookDoc = () =>
  applyDecorators(
    ApiOperation({ summary: 'O n8n informa QR Code e dados da instância do WhatsApp' }),
    ApiBody({
      schema: {
        type: 'object',
        required: ['establishment_id', 'update_type'],
        properties: {
          establishment_id: { type: 'integer' },
          update_type: { type: 'string' },
          qrcode_base64: { type: 'string' },
          api_key: { type: 'string' },
          instance_id: { type: 'string' },
          establishment_name: { type: 'string' },
        },
      },
      examples: {
        qrcode: {
          value: {
            establishment_id: 9,
            update_type: 'qrcode',
            qrcode_base64: 'iVBORw0KGgo…',
            instance_id: 'studio-bela-flor',
            establishment_name: 'Studio Bela Flor',
          },
        },
      },
    }),
    ApiResponse({ status: 200, content: { 'application/json': { example: { success: true } } } }),
  );

export const KeysDoc = () => applyDecorators(ApiTags('Chaves de integração'), ApiSecurity('sessao'));
export const CreateKeyDoc = () =>
  applyDecorators(
    ApiOperation({ summary: 'Cria uma chave (mostrada só nesta resposta; guardada como hash)' }),
    ApiBody({
      schema: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          scopes: { type: 'array', items: { type: 'string', enum: [...INTEGRATION_SCOPES] }, description: 'Plano Expert: rotas /api que a chave pode chamar' },
        },
      },
      examples: { n8n: { value: { name: 'n8n produção' } }, escopos: { value: { name: 'ERP', scopes: ['clients:read', 'agenda:write'] } } },
    }),
    ApiResponse({
      status: 201,
      content: {
        'application/json': {
          example: {
            id: 1,
            name: 'ERP',
            prefix: 'slo_3f9a1b2c',
            scopes: ['clients:read', 'agenda:write'],
            createdAt: '2026-03-10T12:00:00.000Z',
            key: 'slo_3f9a…',
          },
        },
      },
    }),
    ApiResponse({ status: 403, description: 'Permissões fora do plano Expert', content: { 'application/json': error(INTEGRATION_SCOPE_MSG.plan('Core')) } }),
  );
