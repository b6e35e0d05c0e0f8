import { BILLING_MSG, HTTP_MSG, INTEGRATION_SCOPE_MSG, WRITE_SAFETY_MSG } from '@salao/contracts';
import { CONCURRENT_WRITE_MESSAGE } from '../../database/transaction';
import { defaultMessage } from '../errors';

type Json = Record<string, unknown>;

/** The error answers operations point at (docs/product/api.md 'OpenAPI'): `{ message }` in pt-BR, one example each. */
const ERROR_EXAMPLES: Record<number, string> = {
  400: 'O nome deve ter pelo menos 2 caracteres.',
  401: HTTP_MSG.noSession,
  403: HTTP_MSG.noPermission,
  404: HTTP_MSG.notFound,
  402: BILLING_MSG.readOnly,
  409: CONCURRENT_WRITE_MESSAGE,
  422: WRITE_SAFETY_MSG.keyReused,
  429: INTEGRATION_SCOPE_MSG.rateLimited,
};

export const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  402: 'PaymentRequired',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  502: 'BadGateway',
  503: 'Unavailable',
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Dados inválidos: a mensagem diz o campo e o motivo.',
  401: 'Sem sessão, ou chave inválida ou revogada.',
  402: 'A assinatura está suspensa: a conta só lê até o pagamento (Configurações → Plano).',
  403: 'Sem permissão: o papel do usuário, o plano ou o escopo da chave não permite.',
  404: 'Não existe, ou é de outro estabelecimento.',
  409: 'Conflito: versão desatualizada (recarregue e envie a nova `version`), horário ocupado ou registro repetido.',
  410: 'Não está mais disponível.',
  413: 'Arquivo ou corpo grande demais.',
  422: 'A mesma Idempotency-Key já foi usada com outra requisição, ou a operação não se aplica ao estado atual do registro.',
  429: 'Muitas requisições: aguarde (cabeçalhos RateLimit-*).',
  502: 'O serviço externo não respondeu como devia.',
  503: 'Serviço indisponível no momento: tente de novo (Retry-After).',
};

export function errorResponses(): Json {
  const out: Json = {};
  for (const [status, name] of Object.entries(ERROR_NAMES)) {
    const code = Number(status);
    out[name] = {
      description: ERROR_DESCRIPTIONS[code],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { message: ERROR_EXAMPLES[code] ?? defaultMessage(code) } } },
    };
  }
  return out;
}
