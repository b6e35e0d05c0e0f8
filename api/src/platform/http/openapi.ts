import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { INestApplication } from '@nestjs/common';

/**
 * OpenAPI of the API at /api/openapi.json with the interactive page at /api/docs (swagger-ui served from
 * the package, no CDN). The integration API carries hand-written schemas and pt-BR examples on its controllers.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Salão API')
    .setDescription(
      'API do Salão. Para automações (n8n): crie uma chave em Configurações → Integrações e envie `Authorization: Bearer <chave>` ' +
        '(ou `x-api-key`). Horários usam o relógio do estabelecimento (yyyy-MM-ddTHH:mm:ss). As demais rotas usam a sessão do app (cookie).',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Chave de integração' }, 'chave')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, 'x-api-key')
    .addCookieAuth('salao_session', { type: 'apiKey', in: 'cookie', name: 'salao_session' }, 'sessao')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', raw: ['json'], customSiteTitle: 'Salão API' });
}
