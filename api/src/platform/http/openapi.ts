import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { INestApplication } from '@nestjs/common';
import { buildOpenApiDocument } from './openapi/document';

/**
 * OpenAPI of the API at /api/openapi.json, built from the routes' own metadata and the contracts
 * (docs/product/api.md 'OpenAPI'), with the interactive page at /api/docs (swagger-ui served from the
 * package, no CDN).
 */
export function setupOpenApi(app: INestApplication, appModule: unknown, serverUrl: string): void {
  const document = buildOpenApiDocument(appModule, serverUrl) as unknown as OpenAPIObject;
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', raw: ['json'], customSiteTitle: 'Salão API' });
}
