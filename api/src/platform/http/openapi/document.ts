import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { Schema } from 'yup';
import { listRouteHandlers, type RouteHandler } from '../routes';
import { API_AREAS, AREA_KEY, DOC_KEY, type OperationDoc, type QueryParamDoc } from './api-doc';
import { dtoSchemas } from './dto-schemas';
import { ERROR_NAMES, errorResponses } from './error-responses';
import { typeRef } from './type-ref';
import { webhookCallbacks } from './webhook-callbacks';

/** The API's version: a breaking change to the document (a removed path or field, a new required one) raises its major (docs/product/api.md 'OpenAPI'). */
export const API_VERSION = '1.0.0';

type Json = Record<string, unknown>;

const COMMON_SCHEMAS: Record<string, Json> = {
  Success: { type: 'object', properties: { success: { type: 'boolean', const: true } }, required: ['success'] },
  Message: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
  Error: {
    type: 'object',
    description: 'Toda resposta de erro: a mensagem em pt-BR e, quando o chamador precisa distinguir o caso, um código estável.',
    properties: { message: { type: 'string' }, code: { type: 'string' } },
    required: ['message'],
  },
};

function yupJson(schema: Schema): Json {
  const { default: _default, ...json } = convertSchema(schema) as Json;
  return json;
}

function queryParameters(query: OperationDoc['query']): Json[] {
  if (!query) return [];
  if (Array.isArray(query)) {
    return (query as readonly QueryParamDoc[]).map((q) => ({
      name: q.name,
      in: 'query',
      required: q.required ?? false,
      description: q.description,
      schema: { type: q.type ?? 'string', ...(q.enum && { enum: q.enum }) },
      ...(q.example !== undefined && { example: q.example }),
    }));
  }
  const json = yupJson(query as Schema);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties as Record<string, Json>) ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

const PATH_PARAM = /:(\w+)/g;
const PATH_DESCRIPTIONS: Record<string, string> = { slug: 'O endereço público do estabelecimento.', token: 'O código do agendamento enviado ao cliente.' };

function pathParameters(path: string): Json[] {
  return [...path.matchAll(PATH_PARAM)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    ...(PATH_DESCRIPTIONS[name!] && { description: PATH_DESCRIPTIONS[name!] }),
    schema: /(^id|Id)$/.test(name!) ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
}

function operationId(r: RouteHandler): string {
  const prefix = r.controller.name.replace(/Controller$/, '');
  return `${prefix.charAt(0).toLowerCase()}${prefix.slice(1)}_${r.handlerName}`;
}

function security(r: RouteHandler, doc: OperationDoc): Json[] {
  if (doc.auth === 'key') return [{ chave: [] }, { 'x-api-key': [] }];
  if (r.route.access === 'public' || r.route.access === 'none') return [];
  const session = { sessao: [] };
  return r.route.key ? [session, { chave: [] }, { 'x-api-key': [] }] : [session];
}

function accessNote(r: RouteHandler, doc: OperationDoc): string {
  const parts: string[] = [];
  if (doc.auth === 'key') parts.push('Chave de integração (qualquer plano).');
  else if (r.route.access === 'public') parts.push('Pública (sem login).');
  else if (r.route.access === 'permission') parts.push(`Permissão: \`${r.route.permission}\`.`);
  else if (r.route.access === 'authenticated') parts.push('Qualquer usuário logado.');
  if (r.route.plan) parts.push(`Plano: recurso \`${r.route.plan}\`.`);
  if (r.route.key) parts.push(`Chave de integração: escopo \`${r.route.scope}\`.`);
  return parts.join(' ');
}

function successStatus(r: RouteHandler, doc: OperationDoc): number {
  const code = Reflect.getMetadata('__httpCode__', r.handler) as number | undefined;
  return doc.status ?? code ?? (r.route.method === 'POST' ? 201 : 200);
}

function errorStatuses(r: RouteHandler, doc: OperationDoc): number[] {
  const statuses = new Set<number>(doc.errors ?? []);
  if (doc.body || doc.query || r.route.path.includes(':')) statuses.add(400);
  const byKey = r.route.key || doc.auth === 'key';
  if ((r.route.access !== 'public' && r.route.access !== 'none') || byKey) statuses.add(401);
  if (r.route.access === 'permission' || r.route.plan || byKey) statuses.add(403);
  if (r.route.path.includes(':')) statuses.add(404);
  if (byKey) statuses.add(429);
  // Global rules of every write: a reused Idempotency-Key (422, or 409 while its first request runs), and an
  // account whose subscription lapsed reads only (402).
  if (r.route.method === 'POST') [409, 422].forEach((s) => statuses.add(s));
  if (r.route.method !== 'GET' && r.route.access !== 'public' && r.route.access !== 'none') statuses.add(402);
  return [...statuses].sort();
}

function operation(r: RouteHandler, doc: OperationDoc, area: string): Json {
  const status = successStatus(r, doc);
  const success: Json = { description: status === 204 ? 'Sem conteúdo.' : 'Sucesso.' };
  if (doc.file) success.content = { [doc.file]: { schema: { type: 'string', format: 'binary' } } };
  else if (doc.response !== null) {
    const schema = typeof doc.response === 'string' ? typeRef(doc.response) : doc.response;
    success.content = { 'application/json': { schema, ...(doc.responseExample !== undefined && { example: doc.responseExample }) } };
  }
  const responses: Json = { [String(status)]: success };
  for (const code of errorStatuses(r, doc)) responses[String(code)] = { $ref: `#/components/responses/${ERROR_NAMES[code] ?? 'BadRequest'}` };
  const parameters = [...pathParameters(r.route.path), ...queryParameters(doc.query)];
  if (r.route.method === 'POST') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const note = accessNote(r, doc);
  return {
    operationId: operationId(r),
    summary: doc.summary,
    ...((doc.description || note) && { description: [doc.description, note].filter(Boolean).join('\n\n') }),
    tags: [area],
    ...(parameters.length > 0 && { parameters }),
    ...(doc.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: yupJson(doc.body), ...(doc.bodyExample !== undefined && { example: doc.bodyExample }) } },
      },
    }),
    responses,
    security: security(r, doc),
    ...(r.route.key && { 'x-salao-scope': r.route.scope }),
  };
}

/** The schemas the document points at, directly or through other schemas (the other contracts types stay out). */
function reachableSchemas(root: unknown, schemas: Record<string, Json>): Set<string> {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(root);
  return used;
}

/** Every route's OpenAPI path (`:id` becomes `{id}`). */
export const openApiPath = (path: string) => path.replace(PATH_PARAM, '{$1}');

/**
 * The whole OpenAPI 3.1 document, from the routes' own metadata (docs/product/api.md 'OpenAPI'): a route without
 * an @ApiDoc is listed with its summary missing, which the completeness test refuses.
 */
export function buildOpenApiDocument(appModule: unknown, serverUrl: string): Json {
  const schemas = { ...dtoSchemas(), ...COMMON_SCHEMAS };
  const paths: Record<string, Json> = {};
  for (const r of listRouteHandlers(appModule)) {
    const doc = Reflect.getMetadata(DOC_KEY, r.handler) as OperationDoc | undefined;
    const area = (Reflect.getMetadata(AREA_KEY, r.controller) as string | undefined) ?? 'Sistema';
    const op = operation(r, doc ?? { summary: '', response: null }, area);
    if (r.route.method === 'POST' && r.route.path === '/api/webhooks') op.callbacks = webhookCallbacks();
    (paths[openApiPath(r.route.path)] ??= {})[r.route.method.toLowerCase()] = op;
  }
  const text = JSON.stringify(paths);
  const responses = Object.fromEntries(Object.entries(errorResponses()).filter(([name]) => text.includes(`"#/components/responses/${name}"`)));
  const used = reachableSchemas({ paths, responses }, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Salão API',
      version: API_VERSION,
      description:
        'A API do Salão: as mesmas rotas que as telas usam. Integrações enviam `Authorization: Bearer <chave>` (ou `x-api-key`), ' +
        'criada em Configurações → Integrações com os escopos que a automação precisa; as telas usam o cookie de sessão. ' +
        'Horários usam o relógio do estabelecimento (yyyy-MM-ddTHH:mm:ss); valores em dinheiro seguem cada campo. ' +
        'Toda escrita que cria ou move algo aceita `Idempotency-Key`; edições enviam a `version` lida (409 se mudou). ' +
        'Erros: `{ "message": "<texto em pt-BR>" }`.',
      license: { name: 'Proprietária', identifier: 'LicenseRef-Salao' },
    },
    servers: [{ url: serverUrl, description: 'Este servidor' }],
    tags: Object.entries(API_AREAS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
      responses,
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Uma chave única por operação: repetir a mesma requisição com a mesma chave em 24 h devolve a primeira resposta, sem repetir a escrita.',
          schema: { type: 'string', maxLength: 200 },
        },
      },
      securitySchemes: {
        sessao: { type: 'apiKey', in: 'cookie', name: 'salao_session', description: 'A sessão do app (login).' },
        chave: { type: 'http', scheme: 'bearer', description: 'Chave de integração (Configurações → Integrações).' },
        'x-api-key': { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'A mesma chave de integração, noutro cabeçalho.' },
      },
    },
  };
}
