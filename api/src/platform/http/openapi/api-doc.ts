import { SetMetadata } from '@nestjs/common';
import type { AnyObject, ObjectSchema, Schema } from 'yup';

export const DOC_KEY = 'salao:doc';
export const AREA_KEY = 'salao:area';

/** The areas /api/docs groups operations by, with the description each tag shows (docs/product/api.md). */
export const API_AREAS = {
  Agenda: 'Agendamentos, visitas de vários serviços, séries, bloqueios e a grade do dia.',
  Clientes: 'Cadastro, perfil, anamnese, mesclagem e exportação (LGPD) de clientes.',
  Comandas: 'A comanda que fecha cada visita: itens, pagamentos divididos, gorjetas, estornos, caixa.',
  Financeiro: 'Receitas, despesas, comissões e formas de pagamento.',
  Estoque: 'Produtos, movimentos de estoque e transferências entre unidades.',
  Equipe: 'Profissionais, horários, ausências e regras de comissão.',
  Serviços: 'Serviços, categorias e horário de funcionamento.',
  'Pré-pagos': 'Pacotes, vales-presente, crédito do cliente, fidelidade e sinais (PIX).',
  Relatórios: 'Relatórios, painel e relatórios personalizados.',
  Configurações: 'Estabelecimento, configurações, liberação da agenda, unidades e rede.',
  Integrações: 'Chaves de integração, webhooks, n8n e WhatsApp (Evolution API).',
  'Agendamento online': 'A página pública de agendamento do cliente final (sem login).',
  Conta: 'Login, cadastro, sessão, senha, usuário, notificações e push.',
  Assinatura: 'Planos e pagamento da assinatura do Salão (Stripe).',
  Sistema: 'Saúde do serviço.',
} as const;
export type ApiArea = keyof typeof API_AREAS;

/** A query parameter the handler reads by hand (when there is no yup schema for the query). */
export interface QueryParamDoc {
  name: string;
  description: string;
  required?: boolean;
  type?: 'string' | 'integer' | 'number' | 'boolean';
  enum?: readonly string[];
  example?: unknown;
}

/**
 * What /api/openapi.json says of one operation (docs/product/api.md 'OpenAPI'). Schemas are never written here:
 * the body and query are the contracts' yup schemas the handler validates with, and the answer names the
 * contracts type it returns (JSON Schema generated from the TypeScript at build time).
 */
export interface OperationDoc {
  /** pt-BR, short, imperative-free: 'Lista os clientes', 'Cria um agendamento'. */
  summary: string;
  description?: string;
  /** The yup schema the handler validates its body with. */
  body?: Schema;
  /** The yup object schema of the query, or the parameters the handler reads by hand. */
  query?: ObjectSchema<AnyObject> | readonly QueryParamDoc[];
  /**
   * The contracts type of the answer: 'ClientDto', 'ClientDto[]' for a list, an inline JSON Schema object when
   * the answer has no contracts type (`{ message: string }` is `'Message'`), or null for an empty answer (204).
   */
  response: string | Record<string, unknown> | null;
  /** Success status when neither @HttpCode nor the method's default (POST 201, else 200) says it. */
  status?: number;
  /** The answer is a file: its media type ('application/pdf', 'text/csv', …). */
  file?: string;
  /** Error statuses beyond the derived ones (400 with a body or query, 401/403 by access, 404 with a path id, 429 for keys). */
  errors?: readonly number[];
  /** 'key': the route is public for the session guard and authenticates by integration key alone (the n8n routes). */
  auth?: 'key';
  /** Examples shown on the page. */
  bodyExample?: unknown;
  responseExample?: unknown;
}

/** Documents one handler; every route has one (test/openapi-complete.e2e-spec.ts). */
export const ApiDoc = (doc: OperationDoc) => SetMetadata(DOC_KEY, doc);
/** The area (tag) of a controller's operations. */
export const ApiArea = (area: ApiArea) => SetMetadata(AREA_KEY, area);
